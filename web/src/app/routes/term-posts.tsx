import { useState } from 'react';
import { useParams } from 'react-router';
import { blogLinks } from '#web/app/paths.ts';
import { useTermBySlug, useTermPostsPage } from '#web/features/blog/api/list-term-posts.ts';
import type { PublicTermKind } from '#web/features/blog/api/public-post-pages.ts';
import { PostCard } from '#web/features/blog/components/post-card.tsx';
import { ApiError } from '#web/shared/api/api-error.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

const KIND_TEXT = {
  topic: { label: 'Topic', notFound: 'Topic not found', index: blogLinks.topics, all: 'All topics' },
  tag: { label: 'Tag', notFound: 'Tag not found', index: blogLinks.tags, all: 'All tags' },
  category: { label: 'Category', notFound: 'Category not found', index: blogLinks.categories, all: 'All categories' },
} as const;

/** One page of a term's published posts; the last page shown offers the next one (`<site-post-pages>` on the pre-rendered page). */
function TermPostsPage({
  kind,
  termId,
  cursor,
  isFirst,
  isLast,
  onLoadMore,
}: {
  kind: PublicTermKind;
  termId: string;
  cursor: string | null;
  isFirst: boolean;
  isLast: boolean;
  onLoadMore: (cursor: string) => void;
}) {
  const { data, error, mutate } = useTermPostsPage(kind, termId, cursor);
  if (error && !data) return <LoadFailure what="The posts" error={error} onRetry={() => void mutate()} />;
  if (!data) return <Spinner label="Loading posts…" />;
  return (
    <>
      <ul className="post-list" aria-label={isFirst ? 'Posts' : 'More posts'}>
        {data.items.map((post) => (
          <PostCard key={post.id} post={post} href={blogLinks.post(post.slug)} />
        ))}
      </ul>
      {isLast && data.cursor && (
        <site-post-pages data-list={kind} data-term-id={termId} data-cursor={data.cursor}>
          <div>
            <button
              className="button button--secondary"
              type="button"
              onClick={() => data.cursor && onLoadMore(data.cursor)}
            >
              Load more
            </button>
          </div>
        </site-post-pages>
      )}
    </>
  );
}

/**
 * `/topics/{slug}`, `/tags/{slug}` and `/categories/{slug}`: the published posts filed under one
 * topic, tag or category, newest first. A term no published post is filed under has no page: it
 * answers not found (404), as one that does not exist, so a reader never lands on an empty list.
 */
export function TermPostsRoutePage({ kind }: { kind: PublicTermKind }) {
  const { slug = '' } = useParams();
  const { data: term, error, mutate } = useTermBySlug(kind, slug);
  // The first page, read here too (one request: the list below asks for the same key), decides whether the page exists.
  const { data: firstPage } = useTermPostsPage(kind, term?.id, null);
  const [cursors, setCursors] = useState<readonly (string | null)[]>([null]);
  const text = KIND_TEXT[kind];
  const noPosts = term !== undefined && firstPage !== undefined && firstPage.items.length === 0;
  const notFound = (error instanceof ApiError && error.status === 404) || noPosts;
  usePageMeta(
    term && !noPosts
      ? {
          title: `${text.label}: ${term.name}`,
          description: term.description || `Posts filed under the ${kind} “${term.name}”.`,
          search: { kind: text.label, title: term.name, context: 'Blog', text: term.description ?? '' },
          islands: true,
        }
      : notFound
        ? { title: text.notFound, noindex: true, status: 404 }
        : { title: text.label },
  );

  if (notFound) {
    return (
      <article className="message-page">
        <h1>{text.notFound}</h1>
        {noPosts ? (
          <p>
            No published post is filed under the {kind} “{term.name}” yet.
          </p>
        ) : (
          <p>
            There is no {kind} at <code>{slug}</code>. It may have been renamed or deleted.
          </p>
        )}
        <p className="term-page__links">
          <Link className="button" to={blogLinks.posts}>
            See all posts
          </Link>
          <Link className="button button--secondary" to={text.index}>
            {text.all}
          </Link>
        </p>
      </article>
    );
  }
  if (error && !term) return <LoadFailure what={`The ${kind}`} error={error} onRetry={() => void mutate()} />;
  if (!term) return <Spinner page label={`Loading the ${kind}…`} />;

  return (
    <article className="page-stack">
      <p className="term-page__links">
        <Link to={blogLinks.posts}>← All posts</Link>
        <Link to={text.index}>{text.all}</Link>
      </p>
      <h1>
        {text.label}: {term.name}
      </h1>
      {term.description && <p>{term.description}</p>}
      <div className="post-list-pages">
        {cursors.map((cursor, index) => (
          <TermPostsPage
            key={cursor ?? 'first'}
            kind={kind}
            termId={term.id}
            cursor={cursor}
            isFirst={index === 0}
            isLast={index === cursors.length - 1}
            onLoadMore={(next) => setCursors((seen) => (seen.includes(next) ? seen : [...seen, next]))}
          />
        ))}
      </div>
    </article>
  );
}
