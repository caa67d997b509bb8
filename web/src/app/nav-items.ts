import { SITE_PATHS as paths } from '#shared/site-paths.ts';
import type { NavItem } from '#web/features/navigation/lib/nav-item.ts';

interface NavViewer {
  signedIn: boolean;
  /** Editor or Admin: the editor area. */
  isEditor: boolean;
  isAdmin: boolean;
}

/** The main navigation, in order: Editor for editors and admins, Admin only for admins, Login and Register for visitors. */
export function mainNavItems({ signedIn, isEditor, isAdmin }: NavViewer): NavItem[] {
  return [
    { label: 'Home', to: paths.home, end: true },
    { label: 'Docs', to: paths.techDocs },
    { label: 'Blog', to: paths.posts },
    { label: 'Stacks', to: paths.stacks },
    { label: 'About', to: paths.about },
    { label: 'Contact', to: paths.contact },
    ...(isEditor ? [{ label: 'Editor', to: paths.editor }] : []),
    ...(isAdmin ? [{ label: 'Admin', to: paths.admin }] : []),
    ...(signedIn
      ? []
      : [
          { label: 'Login', to: paths.login },
          { label: 'Register', to: paths.register },
        ]),
  ];
}

/** The signed-in user's menu. */
export const userMenuItems: readonly NavItem[] = [
  { label: 'Profile', to: paths.userProfile },
  { label: 'Account settings', to: paths.accountSettings },
  { label: 'Your data', to: paths.account },
  { label: 'Activity', to: paths.activity },
  { label: 'Users', to: paths.users, end: true },
  { label: 'Create markdown', to: paths.createMarkdown },
  { label: 'Logout', to: paths.logout },
];
