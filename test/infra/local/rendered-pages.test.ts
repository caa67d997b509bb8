import { createHash, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, eventually, FRESH_WITHIN_MS, fetchPage, rendered, setUpRenderedSite } from './rendered-site';

/**
 * Rendered pages (docs/rendering.md) end to end, as `npm run preview` runs it, over this file's own
 * table: a link-preview bot reads pages over HTTP without JavaScript, and events keep them fresh
 * (in Chromium: rendered-pages-chromium.test.ts).
 */
setUpRenderedSite();

describe('pages as a link-preview bot reads them (HTTP, no JavaScript)', { timeout: 90_000 }, () => {
  it('home: the site, its description and WebSite data', async () => {
    const page = await fetchPage('/');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Portfolio · Home');
    expect(page.meta('description')).toMatch(/^Projects, writing and documentation/);
    expect(page.meta('og:type')).toBe('website');
    expect(page.meta('og:image')).toBe(`${rendered.previewUrl}/_pages/cards/site.png`);
    expect(page.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'WebSite', name: 'Portfolio' }));
    expect(page.text).toContain('Welcome to my personal and educational site');
    const card = await fetch(page.meta('og:image') ?? '');
    expect(card.headers.get('content-type')).toBe('image/png');
  });

  it('a post: its title, summary, article times, BlogPosting and its rendered body', async () => {
    // A post without a cover (its card is the drawn one): other files on this site publish covered posts.
    const listed = await fetch(`${rendered.apiUrl}/posts/published?limit=50`).then((answer) => answer.json());
    const post = (
      listed as { items: Array<{ slug: string; title: string; summary: string; publishedAt: string; cover?: object }> }
    ).items.find((item) => !item.cover);
    expect(post).toBeDefined();
    const page = await fetchPage(`/posts/${post?.slug}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`Portfolio · ${post?.title}`);
    expect(page.meta('description')).toBe(post?.summary);
    expect(page.meta('og:type')).toBe('article');
    expect(page.meta('og:title')).toBe(post?.title);
    expect(page.meta('og:url')).toBe(`${rendered.previewUrl}/posts/${post?.slug}`);
    expect(page.meta('og:site_name')).toBe('Portfolio');
    expect(page.meta('article:published_time')).toBe(post?.publishedAt);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('og:image')).toBe(`${rendered.previewUrl}/_pages/cards/posts/${post?.slug}.png`);
    expect(page.jsonLd).toContainEqual(
      expect.objectContaining({ '@type': 'BlogPosting', headline: post?.title, datePublished: post?.publishedAt }),
    );
    expect(page.html).toContain('data-testid="post-body"');
    expect(page.text).toContain(post?.title);
  });

  it('a document: TechArticle, breadcrumbs and its rendered HTML', async () => {
    const index = (await fetch(`${rendered.previewUrl}/content/_index/tech-docs.json`).then((answer) =>
      answer.json(),
    )) as {
      subMenu: Array<{
        type: string;
        to: string;
        label: string;
        children?: Array<{ type: string; to: string; label: string }>;
      }>;
    };
    const folder = index.subMenu.find(
      (node) => node.type !== 'file' && node.children?.some((child) => child.type === 'file'),
    );
    const document = folder?.children?.find((child) => child.type === 'file');
    expect(document).toBeDefined();
    const page = await fetchPage(document?.to ?? '');
    expect(page.status).toBe(200);
    expect(page.title).toBe(`Portfolio · ${document?.label}`);
    expect(page.meta('og:type')).toBe('article');
    expect(page.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'TechArticle', headline: document?.label }));
    const crumbs = page.jsonLd.find((item) => item['@type'] === 'BreadcrumbList') as
      | { itemListElement: Array<{ name: string; item: string }> }
      | undefined;
    expect(crumbs?.itemListElement.map((crumb) => crumb.name)).toEqual(['Tech docs', folder?.label, document?.label]);
    expect(page.html).toContain('class="docs-markdown"');
  });

  it('no stored page carries an inline script the CSP refuses, only the theme script it allows: a long document stays where it stands', async () => {
    // React moves a boundary over 12,800 bytes to the end of the page, hidden, with inline scripts
    // to put it back; web/src/ssr/render-page.tsx keeps every boundary inline.
    const longDocument = '/tech-docs/aws/cloudfront/origin-access-control';
    for (const pathname of ['/', '/posts', longDocument]) {
      const page = await fetchPage(pathname);
      expect(page.status, pathname).toBe(200);
      const inline = [...page.html.matchAll(/<script(?![^>]*\s(?:src|type)=)[^>]*>([^<]*)<\/script>/g)];
      expect(
        inline.map(([element]) => element.slice(0, element.indexOf('>') + 1)),
        pathname,
      ).toEqual([
        expect.stringMatching(/^<script data-theme-init data-islands-entry="\/assets\/islands-[\w-]+\.js">$/),
      ]);
      // The browser runs it only when its hash is the CSP's.
      const hash = createHash('sha256')
        .update(inline[0]?.[1] ?? '')
        .digest('base64');
      expect(page.csp, pathname).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(page.html, pathname).not.toContain('<template id="B:');
    }
    expect((await fetchPage(longDocument)).html.length).toBeGreaterThan(12_800);
  });

  it('no stored page shows a loading state: lists, terms and collections carry their rows', async () => {
    // A topic with a published post: one without has no page.
    const topics = (await fetch(`${rendered.apiUrl}/topics?published=true`).then((answer) => answer.json())) as {
      items: Array<{ slug: string }>;
    };
    const paths = [
      '/',
      '/posts',
      '/projects',
      '/tech-docs',
      '/changelogs',
      '/topics',
      '/categories',
      `/topics/${topics.items[0]?.slug}`,
    ];
    for (const pathname of paths) {
      const page = await fetchPage(pathname);
      expect(page.status, pathname).toBe(200);
      // The visitor count may follow the content: the browser reads it, it is not rendered.
      expect(page.text.replace('Loading the visitor count', ''), pathname).not.toMatch(/Loading/);
    }
    const posts = (await fetch(`${rendered.apiUrl}/posts/published?limit=3`).then((answer) => answer.json())) as {
      items: Array<{ title: string }>;
    };
    const list = await fetchPage('/posts');
    for (const post of posts.items) expect(list.text).toContain(post.title);
  });

  it('a project, rendered from the stream once it is created public', async () => {
    const name = `Rendered project ${randomUUID().slice(0, 8)}`;
    const created = await api('POST', '/projects', rendered.adminToken, {
      name,
      description: 'A project the renderer should pick up from the stream.',
      visibility: 0,
      status: 0,
    });
    expect(created.status).toBe(201);
    const pathname = `/projects/${created.json.id}`;
    const waited = await eventually(pathname, (page) => page.status === 200);
    expect(waited).toBeLessThan(FRESH_WITHIN_MS);
    const page = await fetchPage(pathname);
    expect(page.title).toBe(`Portfolio · ${name}`);
    expect(page.meta('description')).toBe('A project the renderer should pick up from the stream.');
    expect(page.meta('og:image')).toBe(`${rendered.previewUrl}/_pages/cards/projects/${created.json.id}.png`);
    expect(page.text).toContain(name);
  });
});

describe('pages kept fresh by events', { timeout: 200_000 }, () => {
  it('a post published shows within 60 s; its new title too; unpublished, it answers 404', async () => {
    const title = `Fresh post ${randomUUID().slice(0, 8)}`;
    const slug = title.toLowerCase().replace(/\s+/g, '-');
    const created = await api('POST', '/posts', rendered.editorToken, {
      title,
      slug,
      summary: 'Published by the rendering test.',
      body: '# Fresh\n\nA post the renderer should pick up.',
      status: 'published',
    });
    expect(created.status).toBe(201);
    const published = await eventually(
      `/posts/${slug}`,
      (page) => page.status === 200 && page.title === `Portfolio · ${title}`,
    );
    expect(published).toBeLessThan(FRESH_WITHIN_MS);
    // The list is rendered right after the post's own page, from the same stream record.
    expect(await eventually('/posts', (page) => page.text.includes(title))).toBeLessThan(FRESH_WITHIN_MS);

    const renamed = `${title} renamed`;
    const updated = await api('PUT', `/posts/${created.json.id}`, rendered.editorToken, {
      title: renamed,
      slug,
      summary: 'Published by the rendering test.',
      body: '# Fresh\n\nA post the renderer should pick up.',
      status: 'published',
    });
    expect(updated.status).toBe(200);
    await eventually(`/posts/${slug}`, (page) => page.title === `Portfolio · ${renamed}`);

    const unpublished = await api('PUT', `/posts/${created.json.id}`, rendered.editorToken, {
      title: renamed,
      slug,
      body: '# Fresh\n\nA post the renderer should pick up.',
      status: 'draft',
    });
    expect(unpublished.status).toBe(200);
    await eventually(`/posts/${slug}`, (page) => page.status === 404);
    const gone = await fetchPage(`/posts/${slug}`);
    expect(gone.text).toContain('Post not found');
    expect(gone.meta('robots')).toBe('noindex');
    await eventually('/posts', (page) => !page.text.includes(renamed));
  });

  it('a member and an author whose account is deleted leave the project page and the post within 60 s', async () => {
    // Names of letters only, unique to this test, to find on the pages.
    const unique = randomUUID()
      .slice(0, 8)
      .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? 'x');
    const lastName = `Leaving${unique}`;
    const email = `leaving-${unique}@example.test`;
    const password = 'a long passphrase to give up';
    const made = await api('POST', '/users', rendered.adminToken, {
      email,
      password,
      firstName: 'Lenny',
      lastName,
      roles: ['User', 'Editor'],
    });
    expect(made.status).toBe(201);
    const person = made.json.id as string;
    const token = (await api('POST', '/auth/login', '', { email, password })).json.token as string;

    const project = await api('POST', '/projects', rendered.adminToken, {
      name: `Team of ${unique}`,
      visibility: 0,
      status: 0,
    });
    expect(
      (await api('POST', `/projects/${project.json.id}/members`, rendered.adminToken, { userId: person })).status,
    ).toBe(200);
    const title = `Written by ${unique}`;
    const post = await api('POST', '/posts', token, {
      title,
      summary: 'Written by someone who then left.',
      body: 'Text.',
      status: 'published',
    });
    expect(post.status).toBe(201);
    const projectPage = `/projects/${project.json.id}`;
    const postPage = `/posts/${post.json.slug}`;
    await eventually(projectPage, (page) => page.text.includes(`Lenny ${lastName}`));
    await eventually(postPage, (page) => page.text.includes(`by Lenny ${lastName}`));

    const deleted = await api('DELETE', `/users/${person}`, rendered.adminToken, { isAdmin: true, isPermanent: false });
    expect(deleted.status).toBe(204);
    const gone = (page: Awaited<ReturnType<typeof fetchPage>>) => page.status === 200 && !page.html.includes(lastName);
    expect(await eventually(projectPage, gone)).toBeLessThan(FRESH_WITHIN_MS);
    expect(await eventually(postPage, gone)).toBeLessThan(FRESH_WITHIN_MS);
    expect((await fetchPage(postPage)).text).toContain(title);
    expect(
      await eventually('/posts', (page) => page.text.includes(title) && !page.html.includes(lastName)),
    ).toBeLessThan(FRESH_WITHIN_MS);
  });

  it("a document created on the site: its page, its folder's listing and the collection page, rendered from the new index", async () => {
    // Rendered pages after the first: each must read the collection index it was given, not the
    // one an earlier page was rendered with (a new document rendered as not found).
    const folder = `zz-render-probe-${randomUUID().slice(0, 8)}`;
    const created = await api('POST', '/content/files', rendered.editorToken, {
      collection: 'tech-docs',
      folder: [folder],
      name: 'user-probe',
      markdown: '# User probe\n\nA document created through the site.',
      description: 'Created by the rendering test.',
    });
    expect(created.status).toBe(201);
    const pathname = `/tech-docs/${folder}/user-probe`;
    expect(created.json.to).toBe(pathname);
    // A folder without an index.md is named by its slug, with a capital.
    const folderTitle = `Z${folder.replace(/-/g, ' ').slice(1)}`;
    const waited = await eventually(pathname, (page) => page.status === 200);
    expect(waited).toBeLessThan(FRESH_WITHIN_MS);
    const page = await fetchPage(pathname);
    expect(page.title).toBe('Portfolio · User probe');
    expect(page.text).toContain('A document created through the site.');
    await eventually(
      `/tech-docs/${folder}`,
      (listing) => listing.status === 200 && listing.text.includes('User probe'),
    );
    await eventually('/tech-docs', (collection) => collection.text.includes(folderTitle));

    // The folder's page works from its HTML with the islands (nothing hydrates), without an error.
    const context = await rendered.browser.newContext();
    const browserPage = await context.newPage();
    const seen: string[] = [];
    browserPage.on('console', (message) => {
      if (message.type() === 'error') seen.push(message.text());
    });
    browserPage.on('pageerror', (error) => seen.push(error.message));
    await browserPage.goto(`${rendered.previewUrl}/tech-docs/${folder}`);
    await browserPage.waitForLoadState('networkidle');
    expect(await browserPage.evaluate(() => customElements.get('site-folder-sort') !== undefined)).toBe(true);
    const hydrated = await browserPage.evaluate(() =>
      Object.keys(document.querySelector('main h1') ?? {}).some((key) => key.startsWith('__react')),
    );
    expect(hydrated).toBe(false);
    expect(await browserPage.getByRole('link', { name: 'User probe' }).count()).toBeGreaterThan(0);
    expect(seen).toEqual([]);
    await context.close();
  });

  it('a path of a rendered kind that was never rendered answers 404 there, with the not-found page naming it', async () => {
    const address = `/posts/no-such-post-${randomUUID()}`;
    const notFound = await fetchPage(address);
    expect(notFound.status).toBe(404);
    expect(notFound.html).toContain('<h1>Page not found</h1>');
    expect(notFound.html).toContain(`There is no page at <code data-requested-path="">${address}</code>.`);
    // Without the data rendered for /404: the SPA renders the post route's own not-found message.
    expect(notFound.html).not.toContain('<script id="page-data"');
  });

  it('a path that is neither a rendered page nor a screen of the SPA answers 404 (no soft 404), its address escaped', async () => {
    const missing = await fetchPage('/does-not-exist');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('There is no page at <code data-requested-path="">/does-not-exist</code>.');
    const typed = await fetch(`${rendered.previewUrl}/nothing-%3Cb%3E-here`);
    expect(typed.status).toBe(404);
    const html = await typed.text();
    expect(html).toContain('<code data-requested-path="">/nothing-%3Cb%3E-here</code>');
    const notFound = await fetchPage('/404');
    expect(notFound.status).toBe(404);
    expect(notFound.text).toContain('There is no page at /404 .');
  });

  it('account and admin paths get the SPA shell', async () => {
    const shell = await fetchPage('/login');
    expect(shell.status).toBe(200);
    expect(shell.html).toContain('<div id="root"></div>');
  });
});
