import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Post } from '#shared/blog.ts';
import { mediaSizes, mediaUrl, srcSetOf } from '#shared/media.ts';
import { PostCard } from '#web/features/blog/components/post-card.tsx';
import { PostView } from '#web/features/blog/components/post-view.tsx';
import { postChoices, postFormValues, postRequestOf } from '#web/features/blog/lib/post-form.ts';

const render = (element: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, element));

const id = '3f1e2d4c-5b6a-4789-8abc-def012345678';
const cover = {
  id,
  alt: 'A harbour at dawn',
  width: 1600,
  height: 1000,
  sizes: mediaSizes(id, 1600, 1000),
  url: mediaUrl(id),
};

const post: Post = {
  id: 'post-1',
  title: 'Covered',
  slug: 'covered',
  summary: 'A post with a cover',
  status: 'published',
  publishedAt: '2026-11-01T10:00:00.000Z',
  publishAt: null,
  topic: null,
  tags: [],
  categories: [],
  viewCount: 3,
  authorId: 'author-1',
  authorName: 'Ada',
  cover,
  body: 'Text under the cover.',
  createdAt: '2026-11-01T10:00:00.000Z',
  createdBy: 'author-1',
  updatedAt: '2026-11-01T10:00:00.000Z',
  updatedBy: 'author-1',
  version: 1,
};

/** The attributes of the one <img> in the markup, by their names in lower case (HTML ignores case). */
function imageOf(html: string): Record<string, string> {
  const tags = html.match(/<img [^>]*>/g) ?? [];
  expect(tags).toHaveLength(1);
  return Object.fromEntries(
    [...(tags[0] ?? '').matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1]?.toLowerCase(), m[2]]),
  );
}

describe('a post cover', () => {
  it('stands above the text at the 960 size with srcset, sizes and its dimensions, loaded first', () => {
    const html = render(createElement(PostView, { post, backLink: '/posts' }));
    const image = imageOf(html);
    expect(image).toMatchObject({
      src: mediaUrl(id, 960),
      srcset: srcSetOf(cover.sizes),
      sizes: '(min-width: 48rem) 48rem, 100vw',
      width: '960',
      height: '600',
      alt: 'A harbour at dawn',
      fetchpriority: 'high',
    });
    expect(image).not.toHaveProperty('loading');
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('Rendering the post'));
  });

  it('shows on a card at the 480 size with its dimensions, loaded lazily', () => {
    const html = render(createElement('ul', null, createElement(PostCard, { post, href: '/posts/covered' })));
    expect(imageOf(html)).toMatchObject({
      src: mediaUrl(id, 480),
      width: '480',
      height: '300',
      alt: 'A harbour at dawn',
      loading: 'lazy',
    });
  });

  it('holds a narrow original at its own width', () => {
    const narrow = { ...cover, width: 700, height: 350, sizes: mediaSizes(id, 700, 350) };
    const html = render(createElement(PostView, { post: { ...post, cover: narrow }, backLink: '/posts' }));
    expect(imageOf(html)).toMatchObject({ src: mediaUrl(id, 960), width: '700', height: '350' });
  });

  it('leaves a post without a cover without an image', () => {
    const { cover: _cover, ...plain } = post;
    expect(render(createElement(PostView, { post: plain, backLink: '/posts' }))).not.toContain('<img');
    expect(render(createElement('ul', null, createElement(PostCard, { post: plain, href: '/x' })))).not.toContain(
      '<img',
    );
  });
});

describe('the post form with a cover', () => {
  it("sends the cover's id, and leaves coverImageId out once it is removed", () => {
    const values = postFormValues(post);
    expect(postRequestOf(values, postChoices(post))).toMatchObject({ coverImageId: id });
    const { cover: _cover, ...plain } = post;
    expect(postRequestOf(values, postChoices(plain))).not.toHaveProperty('coverImageId');
  });
});
