import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, eventually, FRESH_WITHIN_MS, fetchPage, rendered, setUpRenderedSite } from './rendered-site';

/**
 * Slugs on the pre-rendered site (docs/blog-and-projects.md#slugs), as `npm run preview` runs it:
 * a post's page under a slug of another script, and a renamed post's old address answering 301.
 */
setUpRenderedSite();

const body = (title: string, slug: string) => ({
  title,
  slug,
  summary: 'Published by the slug test.',
  body: '# Slugs\n\nA post the renderer should pick up.',
  status: 'published',
});

/** The answer at an address of the site, redirects not followed. */
const ask = (pathname: string) => fetch(`${rendered.previewUrl}${pathname}`, { redirect: 'manual' });

describe('slugs on the rendered site', { timeout: 150_000 }, () => {
  it('serves a post whose slug is Arabic at its percent-encoded address, with an encoded canonical address', async () => {
    const title = `مقالة عن الحوسبة بدون خادم ${randomUUID().slice(0, 8)}`;
    const created = await api('POST', '/posts', rendered.editorToken, { ...body(title, ''), slug: undefined });
    expect(created.status).toBe(201);
    const slug = created.json.slug as string;
    expect(slug).toMatch(/^مقالة-عن-الحوسبة-بدون-خادم-[0-9a-f]{8}$/);
    const address = `/posts/${encodeURIComponent(slug)}`;
    const waited = await eventually(address, (page) => page.status === 200 && page.title === `Portfolio · ${title}`);
    expect(waited).toBeLessThan(FRESH_WITHIN_MS);
    expect((await fetchPage(address)).meta('og:url')).toBe(`${rendered.previewUrl}${address}`);
  });

  it("answers a renamed post's old address with 301 to the new one, until a new post takes the old slug", async () => {
    const suffix = randomUUID().slice(0, 8);
    const oldSlug = `moving-post-${suffix}`;
    const newSlug = `موقع-جديد-${suffix}`;
    const title = `Moving post ${suffix}`;
    const created = await api('POST', '/posts', rendered.editorToken, body(title, oldSlug));
    expect(created.status).toBe(201);
    await eventually(`/posts/${oldSlug}`, (page) => page.status === 200 && page.title === `Portfolio · ${title}`);

    const renamed = await api('PUT', `/posts/${created.json.id}`, rendered.editorToken, body(title, newSlug));
    expect(renamed.status).toBe(200);
    const newAddress = `/posts/${encodeURIComponent(newSlug)}`;
    const waited = await eventually(`/posts/${oldSlug}`, (page) => page.status === 301);
    expect(waited).toBeLessThan(FRESH_WITHIN_MS);
    const moved = await ask(`/posts/${oldSlug}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(newAddress);
    expect(moved.headers.get('x-amz-meta-page-location')).toBeNull();
    await eventually(newAddress, (page) => page.status === 200 && page.title === `Portfolio · ${title}`);
    // A browser follows it to the post.
    const followed = await fetch(`${rendered.previewUrl}/posts/${oldSlug}`);
    expect(followed.url).toBe(`${rendered.previewUrl}${newAddress}`);
    expect(followed.status).toBe(200);

    const newcomerTitle = `Newcomer ${suffix}`;
    const newcomer = await api('POST', '/posts', rendered.editorToken, body(newcomerTitle, oldSlug));
    expect(newcomer.status).toBe(201);
    await eventually(
      `/posts/${oldSlug}`,
      (page) => page.status === 200 && page.title === `Portfolio · ${newcomerTitle}`,
    );
  });
});
