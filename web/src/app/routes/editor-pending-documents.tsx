import { PendingDocuments } from '#web/features/document-editor/components/pending-documents.tsx';
import { Page } from '#web/shared/ui/page.tsx';

/**
 * `/editor/pending-documents`: the documents plain users created, waiting for an editor: none is on
 * the site until it is approved here.
 */
export function EditorPendingDocumentsPage() {
  return (
    <Page title="Pending documents" wide>
      <p>Documents registered users wrote. None is on the site until an editor approves it.</p>
      <PendingDocuments />
    </Page>
  );
}
