import { blogLinks } from '#web/app/paths.ts';
import { usePublishedTerms } from '#web/features/blog/api/list-terms.ts';
import type { PublicTermKind } from '#web/features/blog/api/public-post-pages.ts';
import { TermIndex } from '#web/features/blog/components/term-index.tsx';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

const INDEX_TEXT = {
  topic: {
    title: 'Topics',
    description: 'The topics of the blog, each with its published posts.',
    empty: 'No topic has a published post yet.',
    href: blogLinks.topic,
  },
  tag: {
    title: 'Tags',
    description: 'The tags of the blog, each with its published posts.',
    empty: 'No tag has a published post yet.',
    href: blogLinks.tag,
  },
  category: {
    title: 'Categories',
    description: 'The categories of the blog, each with its published posts.',
    empty: 'No category has a published post yet.',
    href: blogLinks.category,
  },
} as const;

/**
 * `/topics`, `/tags` and `/categories`: every topic (tag, category) a published post is filed
 * under, with their number, linking to its page. Its pre-rendered page loads no framework.
 */
export function TermIndexPage({ kind }: { kind: PublicTermKind }) {
  const text = INDEX_TEXT[kind];
  const { data: terms, error, mutate } = usePublishedTerms(kind);
  usePageMeta({ title: text.title, description: text.description, islands: true });

  return (
    <article className="page-stack">
      <p>
        <Link to={blogLinks.posts}>← All posts</Link>
      </p>
      <h1>{text.title}</h1>
      {terms ? (
        <TermIndex terms={terms} label={text.title} empty={text.empty} href={text.href} />
      ) : error ? (
        <LoadFailure what={`The ${text.title.toLowerCase()}`} error={error} onRetry={() => void mutate()} />
      ) : (
        <Spinner label={`Loading the ${text.title.toLowerCase()}…`} />
      )}
    </article>
  );
}
