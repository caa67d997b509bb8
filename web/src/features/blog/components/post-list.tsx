import { useState } from 'react';
import { usePublishedPostsPage } from '#web/features/blog/api/list-published-posts.ts';
import type { TermLinks } from '#web/features/blog/lib/post-card-markup.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { PostCard } from './post-card';
import { PostTerms } from './post-terms';
import './blog.css';

export interface PostListLinks extends Partial<TermLinks> {
  post: (slug: string) => string;
}

interface PostPageProps {
  cursor: string | null;
  isFirst: boolean;
  isLast: boolean;
  links: PostListLinks;
  onLoadMore: (cursor: string) => void;
}

/** One page of the list; the last page shown offers the next one. */
function PostPage({ cursor, isFirst, isLast, links, onLoadMore }: PostPageProps) {
  const { data, error, isLoading, mutate } = usePublishedPostsPage(cursor);

  if (error && !data) return <LoadFailure what="The posts" error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Spinner label="Loading posts…" />;
  if (isFirst && data.items.length === 0) {
    return <p className="post-list__empty">No posts have been published yet.</p>;
  }

  const next = data.cursor;
  return (
    <>
      <ul className="post-list" aria-label={isFirst ? 'Posts' : 'More posts'}>
        {data.items.map((post) => (
          <PostCard key={post.id} post={post} href={links.post(post.slug)}>
            <PostTerms
              topic={post.topic}
              tags={post.tags}
              links={
                links.topic && links.tag && links.category
                  ? { topic: links.topic, tag: links.tag, category: links.category }
                  : undefined
              }
            />
          </PostCard>
        ))}
      </ul>
      {isLast && next && (
        <site-post-pages data-list="published" data-cursor={next}>
          <div>
            <button className="button button--secondary" type="button" onClick={() => onLoadMore(next)}>
              Load more
            </button>
          </div>
        </site-post-pages>
      )}
    </>
  );
}

/**
 * Published posts, newest first, a page at a time: "Load more" adds the next page below (on the
 * pre-rendered page, through `<site-post-pages>`, web/src/islands/post-pages.ts).
 */
export function PostList({ links }: { links: PostListLinks }) {
  const [cursors, setCursors] = useState<readonly (string | null)[]>([null]);

  return (
    <div className="post-list-pages">
      {cursors.map((cursor, index) => (
        <PostPage
          key={cursor ?? 'first'}
          cursor={cursor}
          isFirst={index === 0}
          isLast={index === cursors.length - 1}
          links={links}
          onLoadMore={(next) => setCursors((seen) => (seen.includes(next) ? seen : [...seen, next]))}
        />
      ))}
    </div>
  );
}
