import { describe, expect, it } from 'vitest';
import { mediaShareImage, mediaSizes, mediaUrl } from '#shared/media.ts';
import type { RenderedPage } from '#shared/render/render-contract.ts';
import { PAGE_DATA_ELEMENT_ID, pageDataScriptText } from '#web/shared/api/page-data.ts';
import { socialImageOf } from '#web/shared/lib/page-meta.ts';
import { pageDocument } from '#web/ssr/page-document.ts';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="The site's description." />
    <title>Portfolio</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>This site needs JavaScript to run.</noscript>
  </body>
</html>`;

const options = { template: TEMPLATE, siteOrigin: 'https://example.com', imageUrl: 'https://example.com/card.png' };

const post: RenderedPage = {
  pathname: '/posts/a-post',
  status: 200,
  html: '<article><h1>A &lt;post&gt;</h1></article>',
  meta: {
    title: 'A <post> & "quotes"',
    description: 'Its summary',
    social: { type: 'article', card: 'post', publishedTime: '2026-11-01T10:00:00.000Z', author: 'Ada' },
  },
  data: { '/posts/slug/a-post': { data: { body: 'Ends with </script><script>alert(1)</script>' } } },
};

describe('a stored page', () => {
  it('starts the app from theme-init.js after the first paint, not from a module script in <head>', () => {
    const template = TEMPLATE.replace(
      '<script type="module" src="/assets/index.js"></script>',
      '<script data-theme-init>(() => {})();</script>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/runtime.js">',
    );
    const html = pageDocument(post, { ...options, template });
    expect(html).toContain('<script data-theme-init data-app-entry="/assets/index-abc.js">(() => {})();</script>');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/runtime.js">');
  });

  it("carries the page's head, escaped, in place of the template's defaults", () => {
    const html = pageDocument(post, options);
    expect(html).toContain('<title>Portfolio · A &lt;post&gt; &amp; &quot;quotes&quot;</title>');
    expect(html).not.toContain('<title>Portfolio</title>');
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Its summary" />');
    expect(html).toContain('<link rel="canonical" href="https://example.com/posts/a-post" />');
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="article:published_time" content="2026-11-01T10:00:00.000Z" />');
    expect(html).not.toContain('<noscript>');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', author: { name: 'Ada' }, image: options.imageUrl });
  });

  it('names the social card as og:image, 1200×630, when the page has no image of its own', () => {
    const html = pageDocument(post, options);
    expect(html).toContain('<meta property="og:image" content="https://example.com/card.png" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:image" content="https://example.com/card.png" />');
  });

  it('keeps the drawn card (a PNG) for a cover made before covers had a JPEG: never a WebP as og:image', () => {
    const id = '5f1d7c2e-0a4b-4c8d-9e6f-7a8b9c0d1e2f';
    const cover = {
      id,
      alt: 'Old cover',
      width: 1400,
      height: 700,
      sizes: mediaSizes(id, 1400, 700),
      url: mediaUrl(id),
    };
    const social = { ...post.meta.social, type: 'article' as const, image: socialImageOf(cover) };
    const html = pageDocument({ ...post, meta: { ...post.meta, social } }, options);
    expect(html).toContain('<meta property="og:image" content="https://example.com/card.png" />');
    expect(html).not.toMatch(/og:image" content="[^"]*\.webp"/);
  });

  it("names a cover's JPEG as og:image, an absolute URL with its size and alt text", () => {
    const id = '0b0c3a52-6f7a-4d8e-9a41-2f5c1d0e9b7a';
    const cover = {
      id,
      alt: 'A harbour at "dawn"',
      width: 1400,
      height: 700,
      sizes: mediaSizes(id, 1400, 700),
      shareImage: mediaShareImage(id, 1400, 700),
      url: mediaUrl(id),
    };
    const social = { ...post.meta.social, type: 'article' as const, image: socialImageOf(cover) };
    const html = pageDocument({ ...post, meta: { ...post.meta, social } }, options);
    const imageUrl = `https://example.com/media/${id}/share.jpg`;
    expect(html).toContain(`<meta property="og:image" content="${imageUrl}" />`);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="600" />');
    expect(html).toContain('<meta property="og:image:alt" content="A harbour at &quot;dawn&quot;" />');
    expect(html).toContain(`<meta name="twitter:image" content="${imageUrl}" />`);
    expect(html).not.toContain('card.png');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', image: imageUrl });
  });

  it('carries the rendered root and its data, which no value can break out of', () => {
    const html = pageDocument(post, options);
    expect(html).toContain('<div id="root"><article><h1>A &lt;post&gt;</h1></article></div>');
    const script = new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html);
    expect(JSON.parse(script?.[1] ?? '')).toEqual(post.data);
    expect(pageDataScriptText(post.data)).not.toContain('</script>');
  });

  it('keeps a not-found page out of search results and gives it no structured data', () => {
    const gone: RenderedPage = { ...post, status: 404, meta: { title: 'Post not found', noindex: true, status: 404 } };
    const html = pageDocument(gone, options);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('application/ld+json');
  });

  it('refuses a template without an empty root', () => {
    expect(() => pageDocument(post, { ...options, template: '<html><body></body></html>' })).toThrow(/#root/);
  });

  it('gives a page that works from its HTML the islands in place of the app: no app entry, no preloads, no page data', () => {
    const template = TEMPLATE.replace(
      '<script type="module" src="/assets/index.js"></script>',
      '<script data-theme-init>(() => {})();</script>\n    <script type="module" crossorigin src="/assets/index-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/runtime.js">\n    <meta name="islands-entry" content="/assets/islands-xyz.js" />',
    );
    const document: RenderedPage = { ...post, meta: { ...post.meta, islands: true } };
    const html = pageDocument(document, { ...options, template });
    // Started by the theme script after the first paint, as the app is: no module script in <head>.
    expect(html).toContain(
      '<script data-theme-init data-islands-entry="/assets/islands-xyz.js">(() => {})();</script>',
    );
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toMatch(/index-abc|modulepreload|name="islands-entry"|data-app-entry/);
    expect(html).not.toContain(PAGE_DATA_ELEMENT_ID);
    expect(html).toContain('<div id="root"><article><h1>A &lt;post&gt;</h1></article></div>');
    // Every other page keeps the app, and no page names the islands' meta.
    const app = pageDocument(post, { ...options, template });
    expect(app).toContain('data-app-entry="/assets/index-abc.js"');
    expect(app).not.toMatch(/islands/);
    expect(() => pageDocument(document, options)).toThrow(/islands script/);
  });
});
