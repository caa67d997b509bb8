import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PostSummary } from '#shared/blog.ts';
import { mediaSizes, mediaUrl } from '#shared/media.ts';
import type { Project } from '#shared/projects.ts';
import { postCardMarkup, postTermsMarkup } from '#web/features/blog/lib/post-card-markup.ts';
import { projectListMarkup } from '#web/features/projects/lib/project-list-markup.ts';
import { coverImageMarkup } from '#web/shared/ui/cover-image-markup.ts';
import type { Markup } from '#web/shared/ui/markup.ts';
import { reactMarkup } from '#web/shared/ui/react-markup.tsx';

/**
 * The islands' `h` (web/src/islands/dom.ts) as a string, where the tests have no DOM: each
 * attribute set as written, a bare one empty, a handler left out (it is a listener), text escaped,
 * serialized as React serializes. What React draws from the same markup function must be the same.
 */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
const islandHtml: Markup<string> = (tag, attributes, ...children) => {
  const attributeText = Object.entries(attributes)
    .filter(([, value]) => value !== undefined && typeof value !== 'function')
    .map(([name, value]) => ` ${name}="${value === true ? '' : escapeHtml(String(value))}"`)
    .join('');
  if (tag === 'img') return `<${tag}${attributeText}/>`;
  const inner = children
    .filter((child) => child !== false && child !== null && child !== undefined)
    .map((child) => (child.startsWith('<') ? child : escapeHtml(child)))
    .join('');
  return `<${tag}${attributeText}>${inner}</${tag}>`;
};
/**
 * React's HTML read as a browser reads it: attribute names in any case and in any order (React
 * writes `dateTime`, and `Link` puts `href` last), without the `<link rel="preload">` React adds
 * for an image loaded first (hoisted into the page's head).
 */
const reactHtml = (node: ReactNode) =>
  normalized(renderToStaticMarkup(createElement(MemoryRouter, null, node)).replace(/<link rel="preload"[^>]*\/>/g, ''));
function normalized(html: string): string {
  return html.replace(
    /<([a-z0-9]+)((?: [a-zA-Z-]+="[^"]*")*)(\/?)>/g,
    (_tag, name: string, attributes: string, slash) => {
      const sorted = [...attributes.matchAll(/ ([a-zA-Z-]+)="([^"]*)"/g)]
        .map(([, attribute = '', value]) => ` ${attribute.toLowerCase()}="${value}"`)
        .sort();
      return `<${name}${sorted.join('')}${slash}>`;
    },
  );
}

const coverId = '3f1e2d4c-5b6a-4789-8abc-def012345678';
const cover = {
  id: coverId,
  alt: 'A harbour "at dawn"',
  width: 1600,
  height: 1000,
  sizes: mediaSizes(coverId, 1600, 1000),
  url: mediaUrl(coverId),
};
const topic = { id: 't1', slug: 'aws', name: 'AWS & co' };
const tags = [
  { id: 'g1', slug: 'lambda', name: 'Lambda' },
  { id: 'g2', slug: 'cdk', name: 'CDK' },
];
const post = {
  id: 'post-1',
  title: 'Fish <and> chips',
  slug: 'fish-and-chips',
  summary: "A post's summary",
  publishedAt: '2026-11-01T10:00:00.000Z',
  authorName: 'Ada',
  cover,
  topic,
  tags,
} as unknown as PostSummary;
const termLinks = {
  topic: (slug: string) => `/topics/${slug}`,
  tag: (slug: string) => `/tags/${slug}`,
  category: (slug: string) => `/categories/${slug}`,
};

const project = (id: string, ownerId: string, withCover: boolean): Project =>
  ({
    id,
    name: `Project ${id}`,
    startDate: '2026-01-05',
    endDate: null,
    visibility: 1,
    status: 1,
    ownerId,
    ...(withCover ? { cover } : {}),
  }) as unknown as Project;

describe('one markup function, drawn by the app and by an island', () => {
  it('gives the same post card, cover, title, date, author, summary and term chips', () => {
    const card = <Node,>(h: Markup<Node>) =>
      postCardMarkup(h, post, '/posts/fish-and-chips', postTermsMarkup(h, post, termLinks));
    const html = normalized(card(islandHtml));
    expect(reactHtml(card(reactMarkup))).toBe(html);
    expect(html).toContain('<a href="/topics/aws">AWS &amp; co</a>');
    expect(html).toContain('<dt>Tags</dt>');
    expect(html).toContain('loading="lazy"');
  });

  it('gives the same page cover, with its srcset and priority', () => {
    expect(reactHtml(coverImageMarkup(reactMarkup, cover, 'page'))).toBe(
      normalized(coverImageMarkup(islandHtml, cover, 'page')),
    );
  });

  it('gives the same project list: table, Edit and Delete only on the rows the viewer may change, pages navigation', () => {
    const list = <Node,>(h: Markup<Node>) =>
      projectListMarkup(h, {
        scope: 'mine',
        label: 'My projects',
        emptyText: 'You have no projects yet.',
        page: { items: [project('p1', 'me', true), project('p2', 'someone', false)], cursor: 'next-page' },
        pageNumber: 2,
        links: {
          view: (id) => `/projects/${id}`,
          edit: (id) => `/projects/${id}/edit`,
          remove: (id) => `/projects/${id}/delete`,
        },
        canChange: (shown) => shown.ownerId === 'me',
        previous: () => undefined,
        next: () => undefined,
      });
    const html = normalized(list(islandHtml));
    expect(reactHtml(list(reactMarkup))).toBe(html);
    expect(html).toContain('<div class="project-list" data-next-cursor="next-page">');
    expect(html).toContain('<a aria-label="Edit Project p1" href="/projects/p1/edit">Edit</a>');
    expect(html.match(/aria-label="Edit /g)).toHaveLength(1);
    expect(html).toContain('<th scope="col">Visibility</th>');
    expect(html).toContain('<span aria-live="polite">Page 2</span>');
  });

  it('says the empty text for a first page with no projects', () => {
    const empty = <Node,>(h: Markup<Node>) =>
      projectListMarkup(h, {
        scope: 'public',
        label: 'Public projects',
        emptyText: 'No public projects yet.',
        page: { items: [], cursor: null },
        pageNumber: 1,
        links: { view: (id) => id, edit: (id) => id, remove: (id) => id },
        canChange: () => false,
        previous: () => undefined,
        next: () => undefined,
      });
    expect(reactHtml(empty(reactMarkup))).toBe('<p>No public projects yet.</p>');
    expect(empty(islandHtml)).toBe('<p>No public projects yet.</p>');
  });
});
