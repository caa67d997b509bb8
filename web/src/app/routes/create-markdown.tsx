import { useRef, useState } from 'react';
import { hasAccess } from '#shared/accounts.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { CreateMarkdownForm } from '#web/features/create-markdown/components/create-markdown-form.tsx';
import { MyDocuments } from '#web/features/create-markdown/components/my-documents.tsx';
import type { MarkdownFormValues } from '#web/features/create-markdown/lib/markdown-form.ts';
import { InsertImageButton } from '#web/features/media/components/insert-image-button.tsx';
import { Page } from '#web/shared/ui/page.tsx';

/**
 * `/create-markdown` (signed-in users): a new markdown document in one of the collections, and the
 * user's own documents with where each stands (a registered user's waits for an editor's review).
 * "Change and send again" on a rejected one puts its text back in the form. Editors and admins,
 * whose documents go on the site at once, get "Insert image". A registered user gets none: an
 * uploaded image is served at once, so it would be public before any editor read the text it
 * came with (the media rules keep document images the editors', as for posts).
 */
export function CreateMarkdownPage() {
  const [draft, setDraft] = useState<{ values?: MarkdownFormValues; generation: number }>({ generation: 0 });
  const [listGeneration, setListGeneration] = useState(0);
  const formTop = useRef<HTMLDivElement>(null);
  const { user } = useAuth();
  const reviewed = !hasAccess(user?.roles ?? [], 'editor');

  function resubmit(values: MarkdownFormValues) {
    setDraft((current) => ({ values, generation: current.generation + 1 }));
    formTop.current?.scrollIntoView?.({ block: 'start' });
    // The form is drawn again with the values; its first field takes the focus.
    requestAnimationFrame(() => formTop.current?.querySelector<HTMLElement>('select, input, textarea')?.focus());
  }

  return (
    <Page title="Create markdown">
      <div ref={formTop}>
        {reviewed && (
          <p>An editor reads every new document before it goes on the site; you get an e-mail when it is decided.</p>
        )}
        <CreateMarkdownForm
          key={draft.generation}
          initialValues={draft.values}
          onCreated={() => setListGeneration((generation) => generation + 1)}
          markdownTools={reviewed ? undefined : (insert) => <InsertImageButton purpose="document" onInsert={insert} />}
        />
      </div>
      <MyDocuments changes={listGeneration} onResubmit={resubmit} />
    </Page>
  );
}
