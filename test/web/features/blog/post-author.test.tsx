import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Post } from '#shared/blog.ts';
import { PostCard } from '#web/features/blog/components/post-card.tsx';
import { PostTable } from '#web/features/blog/components/post-table.tsx';
import { PostView } from '#web/features/blog/components/post-view.tsx';

const render = (element: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, element));

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const post: Post = {
  id: 'post-1',
  title: 'Left behind',
  slug: 'left-behind',
  summary: 'Its author left',
  status: 'published',
  publishedAt: '2026-11-01T10:00:00.000Z',
  publishAt: null,
  topic: null,
  tags: [],
  categories: [],
  viewCount: 3,
  authorId: 'author-1',
  body: 'Text.',
  createdAt: '2026-11-01T10:00:00.000Z',
  createdBy: 'author-1',
  updatedAt: '2026-11-01T10:00:00.000Z',
  updatedBy: 'author-1',
  version: 1,
};

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
        posts: [{ ...post, authorName: 'Ada Author', authorIsDeleted: true }],
        links: { editPost: (id: string) => `/posts/edit/${id}`, post: (slug: string) => `/posts/${slug}` },
        empty: 'No posts',
      }),
    );
    expect(textOf(html)).toContain('Ada Author (deleted account)');
  });
});
