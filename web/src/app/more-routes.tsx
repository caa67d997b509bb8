import { Navigate, Route, Routes } from 'react-router';
import { NotFoundPage } from '#web/app/routes/not-found.tsx';
import { RequireAccess } from '#web/features/auth/components/require-access.tsx';
import { lazyPage } from './lazy-page';
import { mainNavItems, userMenuItems } from './nav-items';
import { guardPaths as guard, paths } from './paths';

const UserProfilePage = lazyPage(() => import('#web/app/routes/user-profile.tsx'), 'UserProfilePage');
const AccountSettingsPage = lazyPage(() => import('#web/app/routes/user-account-settings.tsx'), 'AccountSettingsPage');
const AccountPage = lazyPage(() => import('#web/app/routes/account.tsx'), 'AccountPage');
const UsersPage = lazyPage(() => import('#web/app/routes/users.tsx'), 'UsersPage');
const CreateUserPage = lazyPage(() => import('#web/app/routes/create-user.tsx'), 'CreateUserPage');
const EditUserPage = lazyPage(() => import('#web/app/routes/edit-user.tsx'), 'EditUserPage');
const ViewUserPage = lazyPage(() => import('#web/app/routes/view-user.tsx'), 'ViewUserPage');
const AdminLayout = lazyPage(() => import('#web/app/routes/admin-layout.tsx'), 'AdminLayout');
const EditorLayout = lazyPage(() => import('#web/app/routes/editor-layout.tsx'), 'EditorLayout');
const EditorOverviewPage = lazyPage(() => import('#web/app/routes/editor-overview.tsx'), 'EditorOverviewPage');
const EditorPostsPage = lazyPage(() => import('#web/app/routes/editor-posts.tsx'), 'EditorPostsPage');
const EditorDocumentsPage = lazyPage(() => import('#web/app/routes/editor-documents.tsx'), 'EditorDocumentsPage');
const EditorPendingDocumentsPage = lazyPage(
  () => import('#web/app/routes/editor-pending-documents.tsx'),
  'EditorPendingDocumentsPage',
);
const EditorMediaPage = lazyPage(() => import('#web/app/routes/editor-media.tsx'), 'EditorMediaPage');
const EditorTermsPage = lazyPage(() => import('#web/app/routes/editor-terms.tsx'), 'EditorTermsPage');
const AdminSettingsPage = lazyPage(() => import('#web/app/routes/admin-settings.tsx'), 'AdminSettingsPage');
const AnalyticsPage = lazyPage(() => import('#web/app/routes/analytics.tsx'), 'AnalyticsPage');
const CreateMarkdownPage = lazyPage(() => import('#web/app/routes/create-markdown.tsx'), 'CreateMarkdownPage');
const TargetedResumePage = lazyPage(() => import('#web/app/routes/targeted-resume.tsx'), 'TargetedResumePage');
const ActivityPage = lazyPage(() => import('#web/app/routes/activity.tsx'), 'ActivityPage');
const TermEditorPage = lazyPage(() => import('#web/app/routes/term-editor.tsx'), 'TermEditorPage');
const SitemapItemEditorPage = lazyPage(
  () => import('#web/app/routes/sitemap-item-editor.tsx'),
  'SitemapItemEditorPage',
);
const DashboardPage = lazyPage(() => import('#web/app/routes/dashboard.tsx'), 'DashboardPage');
const ManageSitemapPage = lazyPage(() => import('#web/app/routes/manage-sitemap.tsx'), 'ManageSitemapPage');
const RegisterPage = lazyPage(() => import('#web/app/routes/register.tsx'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(() => import('#web/app/routes/forgot-password.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(() => import('#web/app/routes/reset-password.tsx'), 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(() => import('#web/app/routes/verify-email.tsx'), 'VerifyEmailPage');
const LogoutPage = lazyPage(() => import('#web/app/routes/logout.tsx'), 'LogoutPage');
const AccessDeniedPage = lazyPage(() => import('#web/app/routes/access-denied.tsx'), 'AccessDeniedPage');
const CommunityPage = lazyPage(() => import('#web/app/routes/community.tsx'), 'CommunityPage');
const SearchPage = lazyPage(() => import('#web/app/routes/search.tsx'), 'SearchPage');
const ApiDocsPage = lazyPage(() => import('#web/app/routes/api-docs.tsx'), 'ApiDocsPage');
const BlogPage = lazyPage(() => import('#web/app/routes/blog.tsx'), 'BlogPage');
const NavbarDemoPage = lazyPage(() => import('#web/app/routes/navbar-demo.tsx'), 'NavbarDemoPage');
const DeleteItemPage = lazyPage(() => import('#web/app/routes/delete-item.tsx'), 'DeleteItemPage');
const DocumentEditorPage = lazyPage(() => import('#web/app/routes/document-editor.tsx'), 'DocumentEditorPage');
const DocumentHistoryPage = lazyPage(() => import('#web/app/routes/document-editor.tsx'), 'DocumentHistoryPage');

/**
 * The second half of the route table, a chunk of its own that app-routes.tsx mounts on its `*`
 * route: the pages a first visit seldom opens (sign-up and password pages, the account pages, the
 * admin area, the blog's topic, tag, category and sitemap-item forms, the navbar demo,
 * community, search, the external blog, the editor area) and the not-found page. The shell's entry then carries only
 * the public pages' routes. Paths are absolute: the `*` route's base is `/`. A page whose path could
 * also match a route of app-routes.tsx (a `/posts/...` form beside `/posts/:slug`) must stay there.
 * Sign-in, editor-area and admin pages sit below the guard of their access level, and so does every
 * form only some roles may save (the user-create page, the blog's term and sitemap-item forms and
 * delete pages): a user without the role sees access denied before the form, not a refusal after it.
 */
export function MoreRoutes() {
  return (
    <Routes>
      <Route path={paths.register} element={<RegisterPage />} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={paths.verifyEmail} element={<VerifyEmailPage />} />
      <Route path={paths.logout} element={<LogoutPage />} />
      <Route path={paths.accessDenied} element={<AccessDeniedPage />} />
      <Route path={paths.community} element={<CommunityPage />} />
      <Route path={paths.search} element={<SearchPage />} />
      <Route path={paths.apiDocs} element={<ApiDocsPage />} />
      <Route path={paths.blog} element={<BlogPage />} />
      {/* The items are handed over rather than imported by the page: a lazy chunk importing
          nav-items made the bundler split react-router out of the entry (+0.8 KB gzip first load). */}
      <Route
        path={paths.navbarDemo}
        element={<NavbarDemoPage mainNavItems={mainNavItems} userMenuItems={userMenuItems} />}
      />
      <Route element={<RequireAccess level="user" {...guard} />}>
        <Route path={paths.userProfile} element={<UserProfilePage />} />
        <Route path={paths.accountSettings} element={<AccountSettingsPage />} />
        <Route path={paths.account} element={<AccountPage />} />
        <Route path={paths.users} element={<UsersPage />} />
        <Route path={paths.createMarkdown} element={<CreateMarkdownPage />} />
        <Route path={paths.targetedResume} element={<TargetedResumePage />} />
        <Route path={paths.activity} element={<ActivityPage />} />
      </Route>
      <Route element={<RequireAccess level="editor" {...guard} />}>
        <Route element={<EditorLayout />}>
          <Route path={paths.editTopic} element={<TermEditorPage kind="topic" />} />
          <Route path={paths.editTag} element={<TermEditorPage kind="tag" />} />
          <Route path={paths.editCategory} element={<TermEditorPage kind="category" />} />
          <Route path={paths.editor} element={<EditorOverviewPage />} />
          <Route path={paths.editorPosts} element={<EditorPostsPage />} />
          <Route path={paths.editorTopics} element={<EditorTermsPage kind="topic" />} />
          <Route path={paths.editorTags} element={<EditorTermsPage kind="tag" />} />
          <Route path={paths.editorCategories} element={<EditorTermsPage kind="category" />} />
          <Route path={paths.editorDocuments} element={<EditorDocumentsPage />} />
          <Route path={paths.editorPendingDocuments} element={<EditorPendingDocumentsPage />} />
          <Route path={paths.editDocument} element={<DocumentEditorPage />} />
          <Route path={paths.editorMedia} element={<EditorMediaPage />} />
          <Route path={paths.documentHistory} element={<DocumentHistoryPage />} />
        </Route>
      </Route>
      <Route element={<RequireAccess level="admin" {...guard} />}>
        <Route path={paths.deleteTopic} element={<DeleteItemPage kind="topics" />} />
        <Route path={paths.deleteTag} element={<DeleteItemPage kind="tags" />} />
        <Route path={paths.deleteCategory} element={<DeleteItemPage kind="categories" />} />
        <Route element={<AdminLayout />}>
          <Route path={paths.createUser} element={<CreateUserPage />} />
          <Route path={paths.editUser} element={<EditUserPage />} />
          <Route path={paths.viewUser} element={<ViewUserPage />} />
          <Route path={paths.addSitemapItem} element={<SitemapItemEditorPage />} />
          <Route path={paths.editSitemapItem} element={<SitemapItemEditorPage />} />
          <Route path={paths.deleteSitemapItem} element={<DeleteItemPage kind="sitemapitems" />} />
          <Route path={paths.dashboard} element={<DashboardPage />} />
          <Route path={paths.analytics} element={<AnalyticsPage />} />
          <Route path={paths.manageSitemap} element={<ManageSitemapPage />} />
          <Route path={paths.admin}>
            <Route index element={<Navigate to={paths.dashboard} replace />} />
            <Route path={paths.adminUsers} element={<UsersPage />} />
            <Route path={paths.adminSettings} element={<AdminSettingsPage />} />
          </Route>
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
