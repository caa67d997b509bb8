import type { Term, TermKind } from '#shared/blog.ts';
import { blogLinks, paths } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { refreshBlogCache } from '#web/features/blog/api/blog-cache.ts';
import { deleteBlogItem } from '#web/features/blog/api/delete-blog-item.ts';
import { useAllTerms } from '#web/features/blog/api/list-terms.ts';
import { TERM_PLURALS, TermTable } from '#web/features/blog/components/term-table.tsx';
import { TERM_KINDS_TEXT } from '#web/features/blog/lib/blog-kinds.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Page } from '#web/shared/ui/page.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

const TERM_PAGES: Record<
  TermKind,
  { add: string; edit: (id: string) => string; api: 'topics' | 'tags' | 'categories' }
> = {
  topic: { add: paths.addTopic, edit: blogLinks.editTopic, api: 'topics' },
  tag: { add: paths.addTag, edit: blogLinks.editTag, api: 'tags' },
  category: { add: paths.addCategory, edit: blogLinks.editCategory, api: 'categories' },
};

/**
 * `/editor/topics`, `/editor/tags`, `/editor/categories`: every term of the kind with its post count;
 * editors add and edit (the existing forms), and only admins are offered Delete, as only their
 * delete is accepted.
 */
export function EditorTermsPage({ kind }: { kind: TermKind }) {
  const title = TERM_PLURALS[kind];
  const { isAdmin } = useAuth();
  const { data: terms, error, mutate } = useAllTerms(kind);
  const pages = TERM_PAGES[kind];

  async function remove(term: Term) {
    await deleteBlogItem(pages.api, term.id);
    await refreshBlogCache();
  }

  return (
    <Page title={title} wide action={{ to: pages.add, label: `Add ${TERM_KINDS_TEXT[kind].singular}` }}>
      {error && !terms && <LoadFailure what={title} error={error} onRetry={() => void mutate()} />}
      {!terms && !error && <Spinner label={`Loading the ${title.toLowerCase()}…`} />}
      {terms && <TermTable kind={kind} terms={terms} editLink={pages.edit} onDelete={isAdmin ? remove : undefined} />}
    </Page>
  );
}
