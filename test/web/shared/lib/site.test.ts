import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, formatDocumentTitle, robotsTxt, SITE_DESCRIPTION, SITE_NAME } from '#web/shared/lib/site.ts';

describe('formatDocumentTitle', () => {
  it('puts the brand in front of the page title', () => {
    expect(formatDocumentTitle('Home')).toBe(`${SITE_NAME} · Home`);
  });

  it('is the brand alone without a page title', () => {
    expect(formatDocumentTitle()).toBe(SITE_NAME);
  });
});

describe('the site description', () => {
  it('is the one index.html carries before the SPA starts', () => {
    const indexHtml = readFileSync(new URL('../../../../web/index.html', import.meta.url), 'utf8');
    const described = /<meta\s+name="description"\s+content="([^"]*)"/.exec(indexHtml)?.[1];
    expect(described).toBe(SITE_DESCRIPTION);
  });
});

describe('canonicalUrl', () => {
  it('is the site origin and the path', () => {
    expect(canonicalUrl('https://example.org', '/tech-docs/aws')).toBe('https://example.org/tech-docs/aws');
    expect(canonicalUrl('https://example.org', '/')).toBe('https://example.org/');
  });

  it('drops trailing and doubled slashes, on the path and on the origin', () => {
    expect(canonicalUrl('https://example.org/', '/tech-docs//aws/')).toBe('https://example.org/tech-docs/aws');
  });
});

describe('robots.txt', () => {
  it('lets every crawler in and names the sitemap when the site origin is known', () => {
    expect(robotsTxt('https://example.org')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n',
    );
  });

  it('has no Sitemap line without an origin, since the protocol wants an absolute URL there', () => {
    expect(robotsTxt('')).toBe('User-agent: *\nAllow: /\n');
  });
});
