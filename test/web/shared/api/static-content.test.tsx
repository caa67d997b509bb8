import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { clearPageData, seedPageData } from '#web/shared/api/page-data.ts';
import { useStaticContent } from '#web/shared/api/static-content.ts';

/**
 * The page renderer renders page after page in one process, each from the answers of its own reads
 * (shared/api/page-data.ts): a static content object (a collection's index) must show the answer
 * of the page being rendered, never one a page rendered earlier was given.
 */
const KEY = '/content/_index/tech-docs.json';

function Listing() {
  const { data } = useStaticContent<{ documents: string[] }>(
    KEY,
    () => Promise.reject(new Error('the renderer loads through the page data')),
    60_000,
  );
  return <p>{data?.documents.join(',') ?? 'loading'}</p>;
}

afterEach(() => clearPageData());

describe('static content on the page renderer', () => {
  it('shows the answer of the page being rendered, not the one of an earlier page', () => {
    seedPageData({ [KEY]: { data: { documents: ['intro'] } } });
    expect(renderToString(<Listing />)).toContain('intro');
    clearPageData();
    seedPageData({ [KEY]: { data: { documents: ['intro', 'user-probe'] } } });
    expect(renderToString(<Listing />)).toContain('intro,user-probe');
  });

  it('keeps one state per answer, as a hydrating page reads it on every render', () => {
    seedPageData({ [KEY]: { data: { documents: ['intro'] } } });
    expect(renderToString(<Listing />)).toBe(renderToString(<Listing />));
  });
});
