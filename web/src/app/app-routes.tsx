import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';
import { mainNavItems, userMenuItems } from './nav-items';
import { paths } from './paths';

/** The rest of the route table, fetched when no route of this one matches. */
const MoreRoutes = lazyPage(() => import('./more-routes'), 'MoreRoutes');

const HomePage = lazyPage(() => import('./routes/home'), 'HomePage');
const NotFoundPage = lazyPage(() => import('./routes/not-found'), 'NotFoundPage');
const LoginPage = lazyPage(() => import('./routes/login'), 'LoginPage');
const RegisterPage = lazyPage(() => import('./routes/register'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password'), 'ResetPasswordPage');
const LogoutPage = lazyPage(() => import('./routes/logout'), 'LogoutPage');
const AccessDeniedPage = lazyPage(() => import('./routes/access-denied'), 'AccessDeniedPage');
const DocsRoutePage = lazyPage(() => import('./routes/docs'), 'DocsRoutePage');
const StacksPage = lazyPage(() => import('./routes/stacks'), 'StacksPage');
const ContactPage = lazyPage(() => import('./routes/contact'), 'ContactPage');
const AboutPage = lazyPage(() => import('./routes/about'), 'AboutPage');
const CommunityPage = lazyPage(() => import('./routes/community'), 'CommunityPage');
const BlogPage = lazyPage(() => import('./routes/blog'), 'BlogPage');
const NavbarDemoPage = lazyPage(() => import('./routes/navbar-demo'), 'NavbarDemoPage');
const SystemHealthPage = lazyPage(() => import('./routes/system-health'), 'SystemHealthPage');
const NetworkSettingsPage = lazyPage(() => import('./routes/network-settings'), 'NetworkSettingsPage');
const PostsPage = lazyPage(() => import('./routes/posts'), 'PostsPage');
const PostDetailPage = lazyPage(() => import('./routes/post-detail'), 'PostDetailPage');
const PostEditorPage = lazyPage(() => import('./routes/post-editor'), 'PostEditorPage');
const DeleteItemPage = lazyPage(() => import('./routes/delete-item'), 'DeleteItemPage');
const ProjectsIndexPage = lazyPage(() => import('./routes/project-pages'), 'ProjectsIndexPage');
const ProjectSubpagePage = lazyPage(() => import('./routes/project-pages'), 'ProjectSubpagePage');
const AddProjectPage = lazyPage(() => import('./routes/project-pages'), 'AddProjectPage');
const EditProjectPage = lazyPage(() => import('./routes/project-pages'), 'EditProjectPage');
const DeleteProjectPage = lazyPage(() => import('./routes/project-pages'), 'DeleteProjectPage');

/**
 * Collections whose base and every path below it (the spec's 1 to 5 segments, as one splat) show
 * the docs page; a path that is not in the collection's index shows the not-found page.
 */
const nestedDocsCollections = ['tech-docs', 'legal-docs', 'essential-insights', 'current-projects'] as const;

/**
 * `/projects/add`, `/projects/edit/{id}` and `/projects/del/{id}` are the project forms (spec §2);
 * any other path starting with these segments is not found rather than a docs lookup. Below
 * /projects, a UUID is a project and every other path a write-up (project-subpage.ts).
 */
const RESERVED_PROJECT_SEGMENTS = ['add', 'edit', 'del'];

/**
 * The public pages, each its own chunk loaded on first visit; every other path goes to MoreRoutes
 * (account, admin and blog-vocabulary pages, not found), a chunk of its own so that the shell's entry
 * does not carry their routes. Add a public page as one more lazy component and `<Route>` here (any
 * other page in more-routes.tsx), its path in paths.ts and, when it belongs in the navbar, an entry
 * in nav-items.ts. The blog's post form and delete pages have no guard (spec §2) and tell a visitor
 * without the rights instead.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.register} element={<RegisterPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
        <Route path={paths.logout} element={<LogoutPage />} />
        <Route path={paths.accessDenied} element={<AccessDeniedPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.community} element={<CommunityPage />} />
        <Route path={paths.blog} element={<BlogPage />} />
        {/* The items are handed over rather than imported by the page: a lazy chunk importing
            nav-items made the bundler split react-router out of the entry (+0.8 KB gzip first load). */}
        <Route
          path={paths.navbarDemo}
          element={<NavbarDemoPage mainNavItems={mainNavItems} userMenuItems={userMenuItems} />}
        />
        <Route path={paths.systemHealth} element={<SystemHealthPage />} />
        <Route path={paths.networkSettings} element={<NetworkSettingsPage />} />
        <Route path={paths.posts} element={<PostsPage />} />
        <Route path={paths.post} element={<PostDetailPage />} />
        <Route path={paths.createPost} element={<PostEditorPage />} />
        <Route path={paths.addPost} element={<PostEditorPage />} />
        <Route path={paths.editPost} element={<PostEditorPage />} />
        <Route path={paths.deletePost} element={<DeleteItemPage kind="posts" />} />
        {nestedDocsCollections.map((collection) => (
          <Route key={collection} path={`/${collection}`}>
            <Route index element={<DocsRoutePage collection={collection} />} />
            <Route path="*" element={<DocsRoutePage collection={collection} />} />
          </Route>
        ))}
        <Route path={paths.changelogs} element={<DocsRoutePage collection="changelogs" />} />
        <Route path={paths.changelog} element={<DocsRoutePage collection="changelogs" />} />
        <Route path={paths.projects}>
          <Route index element={<ProjectsIndexPage />} />
          <Route path={paths.projectAdd} element={<AddProjectPage />} />
          <Route path={paths.projectEdit} element={<EditProjectPage />} />
          <Route path={paths.projectDelete} element={<DeleteProjectPage />} />
          {RESERVED_PROJECT_SEGMENTS.map((segment) => (
            <Route key={segment} path={`${segment}/*`} element={<NotFoundPage />} />
          ))}
          <Route path="*" element={<ProjectSubpagePage />} />
        </Route>
        <Route path={paths.stacks} element={<StacksPage />} />
        {/* The account, admin and blog-vocabulary pages and the not-found page: see more-routes.tsx. */}
        <Route path="*" element={<MoreRoutes />} />
      </Route>
    </Routes>
  );
}
