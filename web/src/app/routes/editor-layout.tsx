import { AreaLayout, type AreaSection } from '#web/app/layout/area-layout.tsx';
import { paths } from '#web/app/paths.ts';

/** The editor area's pages, in the side navigation's order; each further kind of content adds its entry here. */
const sections: readonly AreaSection[] = [
  { label: 'Overview', to: paths.editor, end: true },
  { label: 'Posts', to: paths.editorPosts },
  { label: 'Topics', to: paths.editorTopics },
  { label: 'Tags', to: paths.editorTags },
  { label: 'Categories', to: paths.editorCategories },
  { label: 'Documents', to: paths.editorDocuments },
  { label: 'Pending documents', to: paths.editorPendingDocuments },
  { label: 'Media', to: paths.editorMedia },
];

/** The editor area (/editor/*, editors and admins): its side navigation, the chosen page beside it. */
export function EditorLayout() {
  return <AreaLayout title="Editor" sections={sections} />;
}
