import { AreaLayout, type AreaSection } from '#web/app/layout/area-layout.tsx';
import { paths } from '#web/app/paths.ts';

/** The editor area's pages, in the side navigation's order; each further kind of content adds its entry here. */
const sections: readonly AreaSection[] = [
  { label: 'Overview', to: paths.editor, end: true },
  { label: 'Posts', to: paths.editorPosts, forms: [paths.createPost, paths.addPost, paths.editPost, paths.deletePost] },
  { label: 'Topics', to: paths.editorTopics, forms: [paths.addTopic, paths.editTopic] },
  { label: 'Tags', to: paths.editorTags, forms: [paths.addTag, paths.editTag] },
  { label: 'Categories', to: paths.editorCategories, forms: [paths.addCategory, paths.editCategory] },
  { label: 'Documents', to: paths.editorDocuments },
  { label: 'Pending documents', to: paths.editorPendingDocuments },
  { label: 'Media', to: paths.editorMedia },
];

/**
 * The editor area (/editor/*, and the post and term forms, which live beside the public pages they
 * edit: editors and admins): its side navigation, the chosen page beside it.
 */
export function EditorLayout() {
  return <AreaLayout title="Editor" sections={sections} />;
}
