import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Post } from '#shared/blog.ts';
import { PostCard } from '#web/features/blog/components/post-card.tsx';
import { PostTable } from '#web/features/blog/components/post-table.tsx';
import { PostView } from '#web/features/blog/components/post-view.tsx';
import { postOf, rowsOf, textOf } from './editor-fixtures';

const render = (element: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, element));

/** A published post as a non-admin gets it once its author's account is deleted: no author's name. */
const { authorName: _hidden, ...published } = postOf({
  title: 'Left behind',
  slug: 'left-behind',
  status: 'published',
  publishedAt: '2026-11-01T10:00:00.000Z',
});
const post: Post = { ...published, body: 'Text.' };

describe('a post whose author’s account was deleted', () => {
  it('names no author on its page or its card (the answer has no name)', () => {
    const page = textOf(render(createElement(PostView, { post, backLink: '/posts' })));
    const card = textOf(
      render(createElement('ul', null, createElement(PostCard, { post, href: '/posts/left-behind' }))),
    );
    for (const text of [page, card]) {
      expect(text).toContain('Left behind');
      expect(text).not.toMatch(/\bby\b/);
    }
  });

  it('is named with its state in an admin’s table', () => {
    const html = render(
      createElement(PostTable, {
        caption: 'Posts',
        posts: [postOf({ authorName: 'Ada Author', authorIsDeleted: true }), postOf({ id: 'p2' })],
        links: {
          editPost: (id: string) => `/posts/edit/${id}`,
          deletePost: (id: string) => `/posts/delete/${id}`,
          post: (slug: string) => `/posts/${slug}`,
        },
        empty: 'No posts',
      }),
    );
    const [deleted, live] = rowsOf(html);
    expect(deleted).toContain('| Ada Author (deleted account) |');
    expect(live).toContain('| Mia Editor |');
  });
});
