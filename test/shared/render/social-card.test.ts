import { describe, expect, it } from 'vitest';
import { SITE_CARD_KEY, socialCardKey } from '#shared/render/social-card.ts';

describe('socialCardKey', () => {
  it('gives the site card for the root', () => {
    expect(SITE_CARD_KEY).toBe('_pages/cards/site.png');
    for (const path of ['/', '', '//', '/./', '/..']) expect(socialCardKey(path)).toBe(SITE_CARD_KEY);
  });

  it('keeps a page path as it is, without a trailing slash, query or fragment', () => {
    expect(socialCardKey('/posts/hello')).toBe('_pages/cards/posts/hello.png');
    expect(socialCardKey('/posts/hello/')).toBe('_pages/cards/posts/hello.png');
    expect(socialCardKey('/projects/my-app?tab=1#top')).toBe('_pages/cards/projects/my-app.png');
    expect(socialCardKey('/Docs/API-v1.2')).toBe('_pages/cards/Docs/API-v1.2.png');
  });

  it('never leaves the prefix nor contains ..', () => {
    expect(socialCardKey('/../../etc/passwd')).toBe('_pages/cards/etc/passwd.png');
    expect(socialCardKey('/a/%2e%2E/b')).toBe('_pages/cards/a/b.png');
    expect(socialCardKey('/docs/a%2Fb')).toBe('_pages/cards/docs/a_2Fb.png');
    expect(socialCardKey('/a...b')).toBe('_pages/cards/a._2E.b.png');
  });

  it('writes other characters as _XX bytes, so distinct paths keep distinct URL-safe keys', () => {
    expect(socialCardKey('/posts/café')).toBe('_pages/cards/posts/caf_C3_A9.png');
    expect(socialCardKey('/posts/caf%C3%A9')).toBe('_pages/cards/posts/caf_C3_A9.png');
    expect(socialCardKey('/x_y')).toBe('_pages/cards/x_5Fy.png');
    expect(socialCardKey('/x y')).toBe('_pages/cards/x_20y.png');
    expect(socialCardKey('/100%')).toBe('_pages/cards/100_25.png');

    const paths = ['/a_b', '/a_5Fb', '/a b', '/a%20b', '/a\\b', '/a:b', '/%00', '/ü', '/..%2F..%2Fx', '/🚀'];
    const keys = paths.map(socialCardKey);
    for (const key of keys) {
      expect(key).toMatch(/^_pages\/cards\/[A-Za-z0-9._~/_-]+\.png$/);
      expect(key).not.toContain('..');
    }
    // '/a b' and '/a%20b' are one path (the second is the first, encoded); the rest differ.
    expect(new Set(keys).size).toBe(paths.length - 1);
  });
});
