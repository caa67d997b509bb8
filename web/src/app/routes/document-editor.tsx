import { useSearchParams } from 'react-router';
import { documentLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { DocumentEditor } from '#web/features/document-editor/components/document-editor.tsx';
import { DocumentHistory } from '#web/features/document-editor/components/document-history.tsx';
import { documentAddressOf } from '#web/features/document-editor/lib/document-address.ts';
import { InsertImageButton } from '#web/features/media/components/insert-image-button.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

const NO_DOCUMENT =
  'This address names no document: pick one under Documents, or open a document’s page and choose Edit this page.';

/** `/editor/documents/edit?collection=…&path=…` (editors): the document's markdown beside its preview. */
export function DocumentEditorPage() {
  const [search] = useSearchParams();
  const address = documentAddressOf(search);
  useDocumentTitle('Edit document');
  return (
    <article className="page-stack page-stack--wide">
      <h1>Edit {address ? <code>{address.path}</code> : 'document'}</h1>
      {address ? (
        <DocumentEditor
          address={address}
          links={{
            page: documentLinks.page(address.collection, address.path),
            history: documentLinks.history(address.collection, address.path),
          }}
          markdownTools={(insert) => <InsertImageButton purpose="document" onInsert={insert} />}
        />
      ) : (
        <p>{NO_DOCUMENT}</p>
      )}
    </article>
  );
}

/** `/editor/documents/history?collection=…&path=…` (editors; deleting is for admins): the document's versions. */
export function DocumentHistoryPage() {
  const [search] = useSearchParams();
  const address = documentAddressOf(search);
  const { isAdmin } = useAuth();
  useDocumentTitle('Document history');
  return (
    <article className="page-stack">
      <h1>History of {address ? <code>{address.path}</code> : 'a document'}</h1>
      {address ? (
        <DocumentHistory
          address={address}
          canDelete={isAdmin}
          links={{
            page: documentLinks.page(address.collection, address.path),
            edit: documentLinks.edit(address.collection, address.path),
          }}
        />
      ) : (
        <p>{NO_DOCUMENT}</p>
      )}
    </article>
  );
}
