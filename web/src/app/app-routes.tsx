import { Route, Routes } from 'react-router';
import { RootLayout } from '#web/app/layout/root-layout.tsx';
import { lazyPage } from './lazy-page';
import { guardPaths, paths } from './paths';

/** The rest of the route table, fetched when no route of this one matches. */
const MoreRoutes = lazyPage(() => import('./more-routes'), 'MoreRoutes');

const HomePage = lazyPage(() => import('#web/app/routes/home.tsx'), 'HomePage');
const LoginPage = lazyPage(() => import('#web/app/routes/login.tsx'), 'LoginPage');
const DocsRoutePage = lazyPage(() => import('#web/app/routes/docs.tsx'), 'DocsRoutePage');
const StacksPage = lazyPage(() => import('#web/app/routes/stacks.tsx'), 'StacksPage');
const ContactPage = lazyPage(() => import('#web/app/routes/contact.tsx'), 'ContactPage');
const AboutPage = lazyPage(() => import('#web/app/routes/about.tsx'), 'AboutPage');
const SystemHealthPage = lazyPage(() => import('#web/app/routes/system-health.tsx'), 'SystemHealthPage');
const NetworkSettingsPage = lazyPage(() => import('#web/app/routes/network-settings.tsx'), 'NetworkSettingsPage');
const PostsPage = lazyPage(() => import('#web/app/routes/posts.tsx'), 'PostsPage');
const PostDetailPage = lazyPage(() => import('#web/app/routes/post-detail.tsx'), 'PostDetailPage');
const PostEditorPage = lazyPage(() => import('#web/app/routes/post-editor.tsx'), 'PostEditorPage');
const DeleteItemPage = lazyPage(() => import('#web/app/routes/delete-item.tsx'), 'DeleteItemPage');
const TermPostsRoutePage = lazyPage(() => import('#web/app/routes/term-posts.tsx'), 'TermPostsRoutePage');
const TermIndexPage = lazyPage(() => import('#web/app/routes/term-index.tsx'), 'TermIndexPage');
const TermEditorPage = lazyPage(() => import('#web/app/routes/term-editor.tsx'), 'TermEditorPage');
const ProjectsIndexPage = lazyPage(() => import('#web/app/routes/projects.tsx'), 'ProjectsIndexPage');
const ProjectSubpagePage = lazyPage(() => import('#web/app/routes/project-subpage.tsx'), 'ProjectSubpagePage');
const AddProjectPage = lazyPage(() => import('#web/app/routes/project-form-pages.tsx'), 'AddProjectPage');
const EditProjectPage = lazyPage(() => import('#web/app/routes/project-form-pages.tsx'), 'EditProjectPage');
const DeleteProjectPage = lazyPage(() => import('#web/app/routes/project-form-pages.tsx'), 'DeleteProjectPage');
const EditorLayout = lazyPage(() => import('#web/app/routes/editor-layout.tsx'), 'EditorLayout');
const NotFoundPage = lazyPage(() => import('#web/app/routes/not-found.tsx'), 'NotFoundPage');
/** The route guard of the editors' forms, loaded with them: a public page's first load does not carry it. */
const RequireAccess = lazyPage(() => import('#web/features/auth/components/require-access.tsx'), 'RequireAccess');

/**
 * `/projects/add`, `/projects/edit/{id}` and `/projects/del/{id}` are the project forms;
 * any other path starting with these segments is not found rather than a docs lookup. Below
 * /projects, a UUID is a project and every other path a write-up (project-subpage.ts).
 */
const RESERVED_PROJECT_SEGMENTS = ['add', 'edit', 'del'];

/**
 * Collections whose base and every path below it (1 to 5 segments, as one splat) show
 * the docs page; a path that is not in the collection's index shows the not-found page.
 */
const nestedDocsCollections = ['tech-docs', 'legal-docs', 'essential-insights', 'current-projects'] as const;

/**
 * The public pages, each its own chunk loaded on first visit; every other path goes to MoreRoutes
 * (account, admin and blog-vocabulary pages, not found), a chunk of its own so that the shell's entry
 * does not carry their routes. Add a public page as one more lazy component and `<Route>` here (any
 * other page in more-routes.tsx), its path in paths.ts and, when it belongs in the navbar, an entry
 * in nav-items.ts. The blog's post form and delete pages are here, beside the public pages their
 * paths sit below, under the guard of the role that may save them (a visitor signs in first, a
 * user without the role gets access denied before the form); the project forms, which any
 * signed-in user may send, ask a visitor to sign in instead.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.about} element={<AboutPage />} />
        <Route path={paths.systemHealth} element={<SystemHealthPage />} />
        <Route path={paths.networkSettings} element={<NetworkSettingsPage />} />
        <Route path={paths.posts} element={<PostsPage />} />
        <Route path={paths.post} element={<PostDetailPage />} />
        <Route path={paths.topics} element={<TermIndexPage kind="topic" />} />
        <Route path={paths.topic} element={<TermPostsRoutePage kind="topic" />} />
        <Route path={paths.tags} element={<TermIndexPage kind="tag" />} />
        <Route path={paths.tag} element={<TermPostsRoutePage kind="tag" />} />
        <Route path={paths.categories} element={<TermIndexPage kind="category" />} />
        <Route path={paths.category} element={<TermPostsRoutePage kind="category" />} />
        {/* The editors' forms here, beside the post and term pages' `:slug`, which would take them
            otherwise. A post's delete page lets editors in too: they delete their own drafts. */}
        <Route element={<RequireAccess level="editor" {...guardPaths} />}>
          <Route element={<EditorLayout />}>
            <Route path={paths.createPost} element={<PostEditorPage />} />
            <Route path={paths.addPost} element={<PostEditorPage />} />
            <Route path={paths.editPost} element={<PostEditorPage />} />
            <Route path={paths.deletePost} element={<DeleteItemPage kind="posts" />} />
            <Route path={paths.addTopic} element={<TermEditorPage kind="topic" />} />
            <Route path={paths.addTag} element={<TermEditorPage kind="tag" />} />
            <Route path={paths.addCategory} element={<TermEditorPage kind="category" />} />
          </Route>
        </Route>
        {nestedDocsCollections.map((collection) => (
          <Route key={collection} path={`/${collection}`}>
            <Route index element={<DocsRoutePage collection={collection} />} />
            <Route path="*" element={<DocsRoutePage collection={collection} />} />
          </Route>
        ))}
        <Route path={paths.changelogs} element={<DocsRoutePage collection="changelogs" />} />
        <Route path={paths.changelog} element={<DocsRoutePage collection="changelogs" />} />
        <Route path={paths.stacks} element={<StacksPage />} />
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
        {/* The account, admin and blog-vocabulary pages and the not-found page: see more-routes.tsx. */}
        <Route path="*" element={<MoreRoutes />} />
      </Route>
    </Routes>
  );
}
