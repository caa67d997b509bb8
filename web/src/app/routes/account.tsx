import { DataExport } from '../../features/account/components/data-export';
import { useDocumentTitle } from '../../shared/lib/use-document-title';

export function AccountPage() {
  useDocumentTitle('Your data');

  return (
    <article className="page-stack">
      <h1>Your data</h1>
      <DataExport />
    </article>
  );
}
