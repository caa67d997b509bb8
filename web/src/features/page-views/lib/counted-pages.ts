import { SITE_PATHS } from '#shared/site-paths.ts';

/**
 * The screens never counted as page views, whatever the visitor's consent: signing in, up and out,
 * and the signed-in screens (a visitor's own pages, the editor and admin areas, the forms of the
 * blog, the sitemap and the projects). Each covers the paths below it: `editor` is every screen of
 * the editor area. A page added to SITE_PATHS is counted unless it is named here.
 */
const UNCOUNTED_SCREENS = [
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'verifyEmail',
  'logout',
  'accessDenied',
  'userProfile',
  'accountSettings',
  'account',
  'activity',
  'createMarkdown',
  'targetedResume',
  'editor',
  'admin',
  'users',
  'dashboard',
  'analytics',
  'manageSitemap',
  'createPost',
  'addPost',
  'editPost',
  'deletePost',
  'addTopic',
  'editTopic',
  'deleteTopic',
  'addTag',
  'editTag',
  'deleteTag',
  'addCategory',
  'editCategory',
  'deleteCategory',
  'addSitemapItem',
  'editSitemapItem',
  'deleteSitemapItem',
  'projectAdd',
  'projectEdit',
  'projectDelete',
] as const satisfies readonly (keyof typeof SITE_PATHS)[];

const segmentsOf = (path: string) => path.split('/').filter((segment) => segment !== '');

const uncounted = UNCOUNTED_SCREENS.map((screen) => segmentsOf(SITE_PATHS[screen]));

/**
 * Whether a view of `pathname` is counted: false for an uncounted screen and the paths below it.
 * A `:name` segment matches any segment, and case does not matter, as in the app's routes.
 */
export function isCountedPage(pathname: string): boolean {
  const segments = segmentsOf(pathname.toLowerCase());
  return !uncounted.some(
    (screen) =>
      screen.length <= segments.length &&
      screen.every((segment, index) => segment.startsWith(':') || segment === segments[index]),
  );
}
