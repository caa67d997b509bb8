import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, expect, inject } from 'vitest';
import type { Preview } from '#infra/local/preview/preview-stack.ts';
import { type ApiAndSite, startApiAndSite } from '#infra/local/stack.ts';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { launchChromium } from '#test/support/chromium.ts';
import { ensureTestTable } from '#test/support/test-table.ts';

/**
 * The site of the rendered-pages test, as `npm run preview` runs it: the run's one production build
 * (test/support/site-build.ts), every public page rendered into a site bucket of the local S3, the
 * preview server in front, the table's stream followed, and Chromium. `setUpRenderedSite()` starts
 * it once per worker; its helpers read pages as a link-preview bot does and call the API.
 */

/** The freshness promise of rendered pages: a change shows on its pages within a minute. */
export const FRESH_WITHIN_MS = 60_000;

let site: ApiAndSite;
let preview: Preview;
let browser: Browser;
let editorToken: string;
let adminToken: string;

async function signIn(email: string, password: string): Promise<string> {
  const answer = await fetch(`${site.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, rememberMe: false }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

export async function api(method: string, route: string, token: string, body?: unknown) {
  const answer = await fetch(`${site.apiUrl}${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, json: (await answer.json().catch(() => undefined)) as Record<string, unknown> };
}

/** What a link-preview bot reads: the page over HTTP, no JavaScript. */
export async function fetchPage(pathname: string) {
  const answer = await fetch(`${preview.url}${pathname}`, { redirect: 'manual' });
  const html = await answer.text();
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
  // The root ends before the page data, or before </body> on a page that carries none (islands only).
  const body = /<div id="root">([\s\S]*)<\/div>\s*(?:<script id="page-data"|<\/body>)/.exec(html)?.[1] ?? '';
  const text = body
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');
  return {
    status: answer.status,
    /** The Content-Security-Policy the preview sent with it (the Web stack's). */
    csp: answer.headers.get('content-security-policy') ?? '',
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    meta,
    jsonLd,
    text,
    /**
     * The script files the page loads: its script elements', and the one the theme script starts
     * after the first paint (the app's or the islands', web/src/ssr/page-document.ts).
     */
    scripts: [...html.matchAll(/<script\b[^>]*\s(?:src|data-app-entry|data-islands-entry)="([^"]+)"/g)].map(
      (match) => match[1],
    ),
  };
}

/** Polls a page until `check` holds; answers how long it took. */
export async function eventually(pathname: string, check: (page: Awaited<ReturnType<typeof fetchPage>>) => boolean) {
  const started = Date.now();
  for (;;) {
    const page = await fetchPage(pathname);
    if (check(page)) return Date.now() - started;
    if (Date.now() - started > FRESH_WITHIN_MS) {
      throw new Error(`${pathname} did not change within ${FRESH_WITHIN_MS} ms (status ${page.status}: ${page.title})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Opens a rendered page and waits until each of its islands (`site-*` elements) is defined: the
 * islands start after the first paint (web/src/ssr/page-document.ts), so a click right after the
 * load could reach an element that does nothing yet. For pages with JavaScript on.
 */
export async function openWithIslands(page: Page, pathname: string): Promise<void> {
  await page.goto(`${rendered.previewUrl}${pathname}`);
  await islandsDefined(page);
}

/** Waits until each island (`site-*` element) of the open page is defined (openWithIslands). */
export async function islandsDefined(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => element.localName.startsWith('site-'))
      .every((element) => customElements.get(element.localName) !== undefined),
  );
}

/** What the tests read of the running site, once `setUpRenderedSite()`'s start has run. */
export const rendered = {
  get apiUrl() {
    return site.apiUrl;
  },
  get previewUrl() {
    return preview.url;
  },
  get browser() {
    return browser;
  },
  get editorToken() {
    return editorToken;
  },
  get adminToken() {
    return adminToken;
  },
};

/** The worker's one site: started by the first file that asks, then shared (see setUpRenderedSite). */
let started: Promise<void> | undefined;

async function startSite(): Promise<void> {
  // The site's own table, for the whole worker: these files run without the table-per-file setup.
  const env: Record<string, string> = { ...inject('localEnv'), TABLE_NAME: `site-${randomUUID()}` };
  Object.assign(process.env, env);
  await ensureTestTable(env.DYNAMODB_ENDPOINT, env.AWS_REGION, env.TABLE_NAME ?? '');
  const build = inject('siteBuild');
  site = await startApiAndSite({ env, ports: { api: 0, web: 0 }, web: false, demoAccounts: true });
  const { startPreview } = await import('#infra/local/preview/preview-stack.ts');
  preview = await startPreview({
    port: 0,
    env,
    apiUrl: site.apiUrl,
    distDir: build.distDir,
    bundleFile: build.bundleFile,
    siteBucket: `site-${randomUUID()}`,
    pollMs: 250,
    log: () => undefined,
  });
  const editor = DEMO_ACCOUNTS.find((account) => account.role === 'Editor');
  const admin = DEMO_ACCOUNTS.find((account) => account.role === 'Admin');
  editorToken = await signIn(editor?.email ?? '', editor?.password ?? '');
  adminToken = await signIn(admin?.email ?? '', admin?.password ?? '');
  browser = await launchChromium(inject('chromiumPath'));
}

/**
 * Starts the site before the calling file's tests, once per worker: the `e2e-site` project runs
 * its files without isolation (vitest.config.ts), so a worker's files share one module graph, the
 * first one's start serves the rest, and what a file adds (a post, a project) the later files'
 * pages show too; a
 * test finds its own items by a unique name, never by a count or a position among the seeded ones.
 * Nothing stops it: the worker's exit ends the servers, Chromium (Playwright closes it on exit)
 * and the render workers (they exit when their parent disconnects).
 */
export function setUpRenderedSite(): void {
  beforeAll(async () => {
    started ??= startSite();
    await started;
  }, 240_000);
}
