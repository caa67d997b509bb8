import { Navigate, Route, Routes } from 'react-router';
import { RequireAccess } from '../features/auth/components/require-access';
import { lazyPage } from './lazy-page';
import { mainNavItems, userMenuItems } from './nav-items';
import { paths } from './paths';
import { NotFoundPage } from './routes/not-found';

const UserProfilePage = lazyPage(() => import('./routes/user-profile'), 'UserProfilePage');
const AccountSettingsPage = lazyPage(() => import('./routes/user-account-settings'), 'AccountSettingsPage');
const AccountPage = lazyPage(() => import('./routes/account'), 'AccountPage');
const UsersPage = lazyPage(() => import('./routes/users'), 'UsersPage');
const CreateUserPage = lazyPage(() => import('./routes/create-user'), 'CreateUserPage');
const EditUserPage = lazyPage(() => import('./routes/edit-user'), 'EditUserPage');
const ViewUserPage = lazyPage(() => import('./routes/view-user'), 'ViewUserPage');
const AdminLayout = lazyPage(() => import('./routes/admin-layout'), 'AdminLayout');
const AdminSettingsPage = lazyPage(() => import('./routes/admin-settings'), 'AdminSettingsPage');
const AnalyticsPage = lazyPage(() => import('./routes/analytics'), 'AnalyticsPage');
const CreateMarkdownPage = lazyPage(() => import('./routes/create-markdown'), 'CreateMarkdownPage');
const TargetedResumePage = lazyPage(() => import('./routes/targeted-resume'), 'TargetedResumePage');
const ActivityPage = lazyPage(() => import('./routes/activity'), 'ActivityPage');
const TermEditorPage = lazyPage(() => import('./routes/term-editor'), 'TermEditorPage');
const SitemapItemEditorPage = lazyPage(() => import('./routes/sitemap-item-editor'), 'SitemapItemEditorPage');
const DashboardPage = lazyPage(() => import('./routes/dashboard'), 'DashboardPage');
const ManageSitemapPage = lazyPage(() => import('./routes/manage-sitemap'), 'ManageSitemapPage');
const RegisterPage = lazyPage(() => import('./routes/register'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password'), 'ResetPasswordPage');
const LogoutPage = lazyPage(() => import('./routes/logout'), 'LogoutPage');
const AccessDeniedPage = lazyPage(() => import('./routes/access-denied'), 'AccessDeniedPage');
const CommunityPage = lazyPage(() => import('./routes/community'), 'CommunityPage');
const ApiDocsPage = lazyPage(() => import('./routes/api-docs'), 'ApiDocsPage');
const BlogPage = lazyPage(() => import('./routes/blog'), 'BlogPage');
const NavbarDemoPage = lazyPage(() => import('./routes/navbar-demo'), 'NavbarDemoPage');
const DeleteItemPage = lazyPage(() => import('./routes/delete-item'), 'DeleteItemPage');

const guard = { loginPath: paths.login, deniedPath: paths.accessDenied };

/**
 * The second half of the route table, a chunk of its own that app-routes.tsx mounts on its `*`
 * route: the pages a first visit seldom opens (sign-up and password pages, the account pages, the
 * admin area, the blog's topic, tag, category and sitemap-item forms, the navbar demo,
 * community, the external blog) and the not-found page. The shell's entry then carries only
 * the public pages' routes. Paths are absolute: the `*` route's base is `/`. A page whose path could
 * also match a route of app-routes.tsx (a `/posts/...` form beside `/posts/:slug`) must stay there.
 * Sign-in and admin pages sit below the guard of their access level; the blog's forms have none (the
 * server checks every write) and tell a visitor without the rights instead.
 */
export function MoreRoutes() {
  return (
    <Routes>
      <Route path={paths.register} element={<RegisterPage />} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={paths.logout} element={<LogoutPage />} />
      <Route path={paths.accessDenied} element={<AccessDeniedPage />} />
      <Route path={paths.community} element={<CommunityPage />} />
      <Route path={paths.apiDocs} element={<ApiDocsPage />} />
      <Route path={paths.blog} element={<BlogPage />} />
      {/* The items are handed over rather than imported by the page: a lazy chunk importing
          nav-items made the bundler split react-router out of the entry (+0.8 KB gzip first load). */}
      <Route
        path={paths.navbarDemo}
        element={<NavbarDemoPage mainNavItems={mainNavItems} userMenuItems={userMenuItems} />}
      />
      <Route path={paths.createUser} element={<CreateUserPage />} />
      <Route path={paths.editTopic} element={<TermEditorPage kind="topic" />} />
      <Route path={paths.deleteTopic} element={<DeleteItemPage kind="topics" />} />
      <Route path={paths.editTag} element={<TermEditorPage kind="tag" />} />
      <Route path={paths.deleteTag} element={<DeleteItemPage kind="tags" />} />
      <Route path={paths.addCategory} element={<TermEditorPage kind="category" />} />
      <Route path={paths.editCategory} element={<TermEditorPage kind="category" />} />
      <Route path={paths.deleteCategory} element={<DeleteItemPage kind="categories" />} />
      <Route path={paths.addSitemapItem} element={<SitemapItemEditorPage />} />
      <Route path={paths.editSitemapItem} element={<SitemapItemEditorPage />} />
      <Route path={paths.deleteSitemapItem} element={<DeleteItemPage kind="sitemapitems" />} />
      <Route element={<RequireAccess level="user" {...guard} />}>
        <Route path={paths.userProfile} element={<UserProfilePage />} />
        <Route path={paths.accountSettings} element={<AccountSettingsPage />} />
        <Route path={paths.account} element={<AccountPage />} />
        <Route path={paths.users} element={<UsersPage />} />
        <Route path={paths.createMarkdown} element={<CreateMarkdownPage />} />
        <Route path={paths.targetedResume} element={<TargetedResumePage />} />
        <Route path={paths.activity} element={<ActivityPage />} />
      </Route>
      <Route element={<RequireAccess level="admin" {...guard} />}>
        <Route path={paths.editUser} element={<EditUserPage />} />
        <Route path={paths.viewUser} element={<ViewUserPage />} />
        <Route element={<AdminLayout />}>
          <Route path={paths.dashboard} element={<DashboardPage />} />
          <Route path={paths.analytics} element={<AnalyticsPage />} />
          <Route path={paths.manageSitemap} element={<ManageSitemapPage />} />
          <Route path={paths.admin}>
            <Route index element={<Navigate to={paths.adminUsers} replace />} />
            <Route path={paths.adminUsers} element={<UsersPage />} />
            <Route path={paths.adminSettings} element={<AdminSettingsPage />} />
          </Route>
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
