import { useNavigate, useParams } from 'react-router';
import type { TermKind } from '#shared/blog.ts';
import { blogLinks, paths } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { useTerm } from '#web/features/blog/api/get-term.ts';
import { TermForm } from '#web/features/blog/components/term-form.tsx';
import { TERM_KINDS_TEXT } from '#web/features/blog/lib/blog-kinds.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

const EDIT_LINKS: Record<TermKind, (id: string) => string> = {
  topic: blogLinks.editTopic,
  tag: blogLinks.editTag,
  category: blogLinks.editCategory,
};

/**
 * /topics, /tags and /categories add and edit/{id}: one form, below the editor route guard. A topic edit goes to the dashboard after its success alert; an editor, who cannot open
 * the dashboard, goes to the editor area's topics instead.
 */
export function TermEditorPage({ kind }: { kind: TermKind }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { isAdmin } = useAuth();
  const { data: term, error, mutate } = useTerm(kind, id);
  const text = TERM_KINDS_TEXT[kind];
  const title = id ? `Edit ${text.singular}` : `Add ${text.singular}`;
  useDocumentTitle(title);

  const form = (
    <TermForm
      key={`${kind}:${term?.id ?? 'new'}`}
      kind={kind}
      term={term}
      editLink={EDIT_LINKS[kind]}
      afterTopicUpdate={() => void navigate(isAdmin ? paths.dashboard : paths.editorTopics)}
    />
  );
  let content = form;
  if (id && !term) {
    content = error ? (
      <LoadFailure what={`The ${text.singular}`} error={error} onRetry={() => void mutate()} />
    ) : (
      <Spinner label={`Loading the ${text.singular}…`} />
    );
  }

  return (
    <article className="page-stack">
      <h1>{term ? `Edit ${text.singular} “${term.name}”` : title}</h1>
      {content}
    </article>
  );
}
