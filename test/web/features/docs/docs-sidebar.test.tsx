import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WHOLE_TREE_LIMIT } from '#shared/document-tree.ts';
import { DocsSidebar } from '#web/features/docs/components/docs-sidebar.tsx';
import { DocumentPagination } from '#web/features/docs/components/document-pagination.tsx';
import { collectionIndex, node } from './fixtures';

const loops = node({ name: 'loops', id: 'tech-docs/csharp/loops', to: '/tech-docs/csharp/loops' });
const other = node({ name: 'other', id: 'tech-docs/aws/other', to: '/tech-docs/aws/other' });
const csharp = node({ name: 'csharp', id: 'tech-docs/csharp', type: 'category', children: [loops] });
const aws = node({ name: 'aws', id: 'tech-docs/aws', type: 'category', children: [other] });
const index = collectionIndex([csharp, aws]);

const html = (element: React.ReactElement) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);

describe('the docs sidebar as the page renderer writes it (no script)', () => {
  const sidebar = html(<DocsSidebar title="Tech docs" nodes={index.subMenu} trail={[csharp, loops]} />);

  it('is a navigation landmark named after the collection, folded behind a menu summary on narrow screens', () => {
    expect(sidebar).toMatch(
      /^<details class="docs-sidebar"><summary class="docs-sidebar__toggle">Browse Tech docs<\/summary>/,
    );
    expect(sidebar).toContain('<site-docs-tree class="docs-tree"><nav aria-label="Tech docs">');
  });

  it('links every document, marks the current one and opens only the folders above it', () => {
    expect(sidebar).toContain(
      '<a class="docs-tree__link" aria-current="page" href="/tech-docs/csharp/loops">loops</a>',
    );
    expect(sidebar).toContain('<a class="docs-tree__link" href="/tech-docs/aws/other">other</a>');
    expect(sidebar).toContain('<details class="docs-tree__folder" open=""><summary>csharp</summary>');
    expect(sidebar).toContain('<details class="docs-tree__folder"><summary>aws</summary>');
  });
});

describe("the docs sidebar on a folder's page", () => {
  it('marks the folder and opens it; on the collection page nothing is marked or open', () => {
    const folder = html(<DocsSidebar title="Tech docs" nodes={index.subMenu} trail={[csharp]} />);
    expect(folder).toContain(
      '<details class="docs-tree__folder" open=""><summary aria-current="page">csharp</summary>',
    );
    expect(folder).toContain('<a class="docs-tree__link" href="/tech-docs/csharp/loops">loops</a>');
    expect(folder).toContain('<details class="docs-tree__folder"><summary>aws</summary>');
    const collection = html(<DocsSidebar title="Tech docs" nodes={index.subMenu} trail={[]} />);
    expect(collection).not.toMatch(/aria-current|open=""/);
  });
});

describe('the docs sidebar of a large collection', () => {
  const many = Array.from({ length: WHOLE_TREE_LIMIT }, (_, at) =>
    node({ name: `page-${at}`, id: `tech-docs/big/page-${at}`, to: `/tech-docs/big/page-${at}` }),
  );
  const big = node({ name: 'big', id: 'tech-docs/big', to: '/tech-docs/big', type: 'folder', children: many });
  const nodes = [csharp, aws, big];

  it("lists a folder off the way to the page as a link to the folder's page, without its contents", () => {
    const sidebar = html(<DocsSidebar title="Tech docs" nodes={nodes} trail={[csharp, loops]} />);
    expect(sidebar).toContain('<a class="docs-tree__link docs-tree__folder-link" href="/tech-docs/big">big</a>');
    expect(sidebar).toContain('<a class="docs-tree__link docs-tree__folder-link" href="/tech-docs/aws">aws</a>');
    expect(sidebar).not.toContain('page-0');
    expect(sidebar).toContain(
      '<a class="docs-tree__link" aria-current="page" href="/tech-docs/csharp/loops">loops</a>',
    );
  });

  it('opens the folder on the way, listing its contents, on a page inside it', () => {
    const sidebar = html(<DocsSidebar title="Tech docs" nodes={nodes} trail={[big, many[7] ?? big]} />);
    expect(sidebar).toContain('<details class="docs-tree__folder" open=""><summary>big</summary>');
    expect(sidebar.match(/href="\/tech-docs\/big\/page-/g)).toHaveLength(WHOLE_TREE_LIMIT);
    expect(sidebar).toContain('<a class="docs-tree__link docs-tree__folder-link" href="/tech-docs/csharp">csharp</a>');
  });
});

describe('previous and next links', () => {
  it('are plain links with the direction and the document’s label', () => {
    const links = html(<DocumentPagination previous={loops} next={other} />);
    expect(links).toContain('<nav class="docs-pagination" aria-label="Previous and next documents">');
    expect(links).toMatch(/<a rel="prev" [^>]*href="\/tech-docs\/csharp\/loops">.*Previous.*loops<\/span><\/a>/);
    expect(links).toMatch(/<a rel="next" [^>]*href="\/tech-docs\/aws\/other">.*Next.*other<\/span><\/a>/);
  });

  it('leave out a missing side, and render nothing for a lone document', () => {
    expect(html(<DocumentPagination next={other} />)).not.toContain('rel="prev"');
    expect(html(<DocumentPagination />)).toBe('');
  });
});
