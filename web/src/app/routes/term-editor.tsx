import { useNavigate, useParams } from 'react-router';
import type { TermKind } from '#shared/blog.ts';
import { WriteAccessNotice } from '../../features/auth/components/write-access-notice';
import { useTerm } from '../../features/blog/api/get-term';
import { TermForm } from '../../features/blog/components/term-form';
import { TERM_KINDS_TEXT } from '../../features/blog/lib/blog-kinds';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { LoadFailure } from '../../shared/ui/load-failure';
import { Spinner } from '../../shared/ui/spinner';
import { blogLinks, paths } from '../paths';

const EDIT_LINKS: Record<TermKind, (id: string) => string> = {
  topic: blogLinks.editTopic,
  tag: blogLinks.editTag,
  category: blogLinks.editCategory,
};

/**
 * /topics, /tags and /categories add and edit/{id}: one form (no route guard; a notice
 * instead). A topic edit goes to the dashboard after its success alert.
 */
export function TermEditorPage({ kind }: { kind: TermKind }) {
  const { id } = useParams();
  const navigate = useNavigate();
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
      afterTopicUpdate={() => void navigate(paths.dashboard)}
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
      <WriteAccessNotice level="editor" action="save changes" loginPath={paths.login} />
      {content}
    </article>
  );
}
