import { describe, expect, it } from 'vitest';
import { formatDocumentTitle, SITE_NAME } from '../../../../web/src/shared/lib/site';

describe('formatDocumentTitle', () => {
  it('puts the brand in front of the page title', () => {
    expect(formatDocumentTitle('Home')).toBe(`${SITE_NAME} · Home`);
  });

  it('is the brand alone without a page title', () => {
    expect(formatDocumentTitle()).toBe(SITE_NAME);
  });
});
