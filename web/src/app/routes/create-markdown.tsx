import { CreateMarkdownForm } from '#web/features/create-markdown/components/create-markdown-form.tsx';
import { Page } from '#web/shared/ui/page.tsx';

/** `/create-markdown` (signed-in users): a new markdown document in one of the collections. */
export function CreateMarkdownPage() {
  return (
    <Page title="Create markdown">
      <CreateMarkdownForm />
    </Page>
  );
}
