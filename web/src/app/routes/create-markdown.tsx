import { CreateMarkdownForm } from '#web/features/create-markdown/components/create-markdown-form.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

/** `/create-markdown` (signed-in users): a new markdown document in one of the collections. */
export function CreateMarkdownPage() {
  useDocumentTitle('Create markdown');
  return (
    <article className="page-stack">
      <h1>Create markdown</h1>
      <CreateMarkdownForm />
    </article>
  );
}
