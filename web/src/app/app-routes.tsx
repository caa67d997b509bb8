import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './lazy-page';
import { paths } from './paths';

/** The rest of the route table, fetched when no route of this one matches. */
const MoreRoutes = lazyPage(() => import('./more-routes'), 'MoreRoutes');

const HomePage = lazyPage(() => import('./routes/home'), 'HomePage');
const LoginPage = lazyPage(() => import('./routes/login'), 'LoginPage');
const DocsRoutePage = lazyPage(() => import('./routes/docs'), 'DocsRoutePage');
const StacksPage = lazyPage(() => import('./routes/stacks'), 'StacksPage');
const ContactPage = lazyPage(() => import('./routes/contact'), 'ContactPage');
const AboutPage = lazyPage(() => import('./routes/about'), 'AboutPage');
const SystemHealthPage = lazyPage(() => import('./routes/system-health'), 'SystemHealthPage');
const NetworkSettingsPage = lazyPage(() => import('./routes/network-settings'), 'NetworkSettingsPage');
const PostsPage = lazyPage(() => import('./routes/posts'), 'PostsPage');
const PostDetailPage = lazyPage(() => import('./routes/post-detail'), 'PostDetailPage');
const PostEditorPage = lazyPage(() => import('./routes/post-editor'), 'PostEditorPage');
const DeleteItemPage = lazyPage(() => import('./routes/delete-item'), 'DeleteItemPage');
const TermPostsRoutePage = lazyPage(() => import('./routes/term-posts'), 'TermPostsRoutePage');
const TermEditorPage = lazyPage(() => import('./routes/term-editor'), 'TermEditorPage');
const ProjectsIndexPage = lazyPage(() => import('./routes/projects'), 'ProjectsIndexPage');
const ProjectSubpagePage = lazyPage(() => import('./routes/project-subpage'), 'ProjectSubpagePage');
const AddProjectPage = lazyPage(() => import('./routes/project-form-pages'), 'AddProjectPage');
const EditProjectPage = lazyPage(() => import('./routes/project-form-pages'), 'EditProjectPage');
const DeleteProjectPage = lazyPage(() => import('./routes/project-form-pages'), 'DeleteProjectPage');
const NotFoundPage = lazyPage(() => import('./routes/not-found'), 'NotFoundPage');

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
 * in nav-items.ts. The blog's post form and delete pages and the project forms have no guard and
 * tell a visitor without the rights instead; they are here, beside the public pages their paths sit
 * below, as lazy chunks of their own.
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
        <Route path={paths.createPost} element={<PostEditorPage />} />
        <Route path={paths.addPost} element={<PostEditorPage />} />
        <Route path={paths.editPost} element={<PostEditorPage />} />
        <Route path={paths.deletePost} element={<DeleteItemPage kind="posts" />} />
        <Route path={paths.topic} element={<TermPostsRoutePage kind="topic" />} />
        <Route path={paths.tag} element={<TermPostsRoutePage kind="tag" />} />
        {/* The editors' add forms here, beside the term pages' `:slug`, which would take them otherwise. */}
        <Route path={paths.addTopic} element={<TermEditorPage kind="topic" />} />
        <Route path={paths.addTag} element={<TermEditorPage kind="tag" />} />
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
