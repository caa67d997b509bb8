import { describe, expect, it } from 'vitest';
import {
  isRenderedPagePath,
  missingPagePath,
  NOT_FOUND_PAGE_KEY,
  notFoundPageAt,
  pathOfRenderedPageKey,
  renderedPageKey,
  siteObjectKey,
} from '#shared/rendered-pages.ts';

describe('the rendered public pages', () => {
  it.each([
    ['/', true],
    ['/about', true],
    ['/contact', true],
    ['/community', true],
    ['/stacks', true],
    ['/search', true],
    ['/posts', true],
    ['/posts/hello-world', true],
    ['/posts/hello-world/', true],
    ['/projects', true],
    ['/projects/0b7c3a2e-1f7e-4a4c-9a53-3f6b0f4b6d11', true],
    ['/projects/web/task-manager', true],
    ['/topics', true],
    ['/topics/cloud', true],
    ['/tags', true],
    ['/tags/react', true],
    ['/categories', true],
    ['/categories/notes', true],
    ['/changelogs', true],
    ['/changelogs/2026-11-23-0-10-0-api-contract', true],
    ['/tech-docs', true],
    ['/tech-docs/aws/cloudfront/oac', true],
    ['/legal-docs/privacy', true],
    ['/essential-insights/x', true],
    ['/current-projects/site/blog-module', true],
  ])('renders %s: %s', (path, expected) => {
    expect(isRenderedPagePath(path)).toBe(expected);
  });

  it.each([
    '/posts/create',
    '/posts/add',
    '/posts/edit/1',
    '/posts/delete/1',
    '/projects/add',
    '/projects/edit/1',
    '/projects/del/1',
    '/topics/add',
    '/topics/edit/1',
    '/tags/add',
    '/categories/add',
    '/categories/edit/1',
    '/categories/delete/1',
    '/login',
    '/admin',
    '/users/view/1',
    '/about/targeted-resume',
    '/assets/index.js',
    '/favicon.svg',
    '/posts/../admin',
    '/tech-docs/a/b/c/d/e/f',
  ])('leaves %s to the SPA shell or the files', (path) => {
    expect(isRenderedPagePath(path)).toBe(false);
  });

  it('stores a page under its path and reads the path back from the key', () => {
    expect(renderedPageKey('/')).toBe('_pages/index.html');
    expect(renderedPageKey('/posts/hello/')).toBe('_pages/posts/hello/index.html');
    for (const path of ['/', '/posts/hello', '/tech-docs/aws/oac']) {
      expect(pathOfRenderedPageKey(renderedPageKey(path))).toBe(path);
    }
    expect(pathOfRenderedPageKey('index.html')).toBeUndefined();
  });

  it('maps a request to its object as the edge does', () => {
    expect(siteObjectKey('/')).toBe('_pages/index.html');
    expect(siteObjectKey('/posts/hello?ref=x')).toBe('_pages/posts/hello/index.html');
    expect(siteObjectKey('/404')).toBe(NOT_FOUND_PAGE_KEY);
    expect(siteObjectKey('/login')).toBe('index.html');
    expect(siteObjectKey('/posts/create')).toBe('index.html');
    expect(siteObjectKey('/assets/index-abc.js')).toBe('assets/index-abc.js');
    expect(siteObjectKey('/_pages/cards/site.png')).toBe('_pages/cards/site.png');
  });

  it('is self-contained, so its source can run in a CloudFront function', () => {
    // The CDK stack embeds isRenderedPagePath.toString(): evaluated alone it must give the same answers.
    const alone = new Function(`return (${isRenderedPagePath.toString()})`)() as (path: string) => boolean;
    for (const path of ['/', '/posts/x', '/posts/create', '/tech-docs/a/b', '/login', '/projects/edit/1']) {
      expect(alone(path)).toBe(isRenderedPagePath(path));
    }
  });
});

describe('the not-found page at another address', () => {
  const stored =
    '<div id="root"><p>There is no page at <code data-requested-path="">/404</code>.</p></div>' +
    '<script id="page-data" type="application/json">{"a":1}</script><script src="/x.js"></script>';

  it('names the address asked for, HTML-escaped, and drops the page data rendered for /404', () => {
    expect(notFoundPageAt(stored, '/posts/<b>"x"&\'y\'')).toBe(
      '<div id="root"><p>There is no page at <code data-requested-path="">/posts/&lt;b&gt;&quot;x&quot;&amp;&#39;y&#39;</code>.</p></div>' +
        '<script src="/x.js"></script>',
    );
  });

  it('names the address a missing page key stands for, never the not-found page itself', () => {
    expect(missingPagePath('_pages/posts/x/index.html')).toBe('/posts/x');
    expect(missingPagePath('_pages/index.html')).toBe('/');
    expect(missingPagePath(NOT_FOUND_PAGE_KEY)).toBeUndefined();
    expect(missingPagePath('_pages/cards/posts/x.png')).toBeUndefined();
    expect(missingPagePath('index.html')).toBeUndefined();
  });
});
