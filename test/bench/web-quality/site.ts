import net from 'node:net';
import path from 'node:path';
import type { Preview } from '#infra/local/preview/preview-stack.ts';
import { startApiAndSite, startBackingServices } from '#infra/local/stack.ts';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { buildSite } from '#test/support/site-build.ts';
import type { MeasuredPage, QualityPage } from './pages';
import { quietHandlerLogs } from './quiet-handler-logs';

/** The freshness promise: a new item's page is rendered within a minute. */
const RENDERED_WITHIN_MS = 60_000;

export interface MeasuredSite {
  /** The preview server, e.g. http://localhost:41234. */
  url: string;
  apiUrl: string;
  /** The SPA build the preview serves (its scripts are what first-load JS counts). */
  distDir: string;
  /** Pages rendered at start (render-all), and how long that took. */
  renderedAtStart: Preview['renderedAtStart'];
  /** The pages with their paths found. */
  pages: MeasuredPage[];
  stop(): Promise<void>;
}

/** A free local port, so the build can know the site's origin before the preview listens on it. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const port = (probe.address() as net.AddressInfo).port;
      probe.close(() => resolve(port));
    });
  });
}

async function signIn(apiUrl: string, role: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account with the role ${role}`);
  const answer = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, rememberMe: false }),
  });
  if (!answer.ok) throw new Error(`Signing in as the demo ${role} failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

/** The newest published post of the seeded blog. */
export async function firstPublishedPost(apiUrl: string): Promise<string> {
  const answer = await fetch(`${apiUrl}/posts/published?limit=1`);
  const slug = ((await answer.json()) as { items: Array<{ slug: string }> }).items[0]?.slug;
  if (!slug) throw new Error('The seeded blog has no published post');
  return `/posts/${slug}`;
}

/** A public project created as the demo admin; answered once the stream has rendered its page. */
async function newPublicProject(apiUrl: string, siteUrl: string): Promise<string> {
  const token = await signIn(apiUrl, 'Admin');
  const answer = await fetch(`${apiUrl}/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: 'Benchmark project',
      description: 'A public project the web benchmark measures once its page is rendered.',
      visibility: 0,
      status: 0,
    }),
  });
  if (answer.status !== 201) throw new Error(`Creating the project failed: ${answer.status} ${await answer.text()}`);
  const pathname = `/projects/${((await answer.json()) as { id: string }).id}`;
  const started = Date.now();
  for (;;) {
    const page = await fetch(`${siteUrl}${pathname}`, { redirect: 'manual' });
    await page.arrayBuffer();
    if (page.status === 200) return pathname;
    if (Date.now() - started > RENDERED_WITHIN_MS) {
      throw new Error(`${pathname} was not rendered within ${RENDERED_WITHIN_MS} ms (status ${page.status})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The site as `npm run preview` serves it, over a local stack of its own with the demo accounts and
 * the seeded blog: the production build, every public page rendered into a site bucket of the local
 * S3 by the render function's handler, the preview server (CloudFront, played locally) in front,
 * and the table's stream followed. Then the pages named by `find` are found (and created).
 */
export async function startMeasuredSite(outDir: string, pages: readonly QualityPage[]): Promise<MeasuredSite> {
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const next of stops.reverse()) await next().catch((error: unknown) => console.error(error));
  };
  // The handlers log a JSON line per rendered page and per request: kept out of the report.
  const restoreLogs = quietHandlerLogs();
  stops.push(async () => restoreLogs());
  try {
    const services = await startBackingServices({ ports: { dynamodb: 0, s3: 0, ses: 0, api: 0, web: 0 } });
    stops.push(services.stop);
    const api = await startApiAndSite({ env: services.env, ports: { api: 0, web: 0 }, web: false, demoAccounts: true });
    stops.push(api.stop);
    const port = await freePort();
    const build = await buildSite(outDir, `http://localhost:${port}`);
    const { startPreview } = await import('#infra/local/preview/preview-stack.ts');
    const preview = await startPreview({
      port,
      env: services.env,
      apiUrl: api.apiUrl,
      distDir: build.distDir,
      bundleFile: build.bundleFile,
      siteBucket: 'web-quality-site',
      pollMs: 250,
      log: () => undefined,
    });
    stops.push(preview.stop);
    const measured: MeasuredPage[] = [];
    for (const page of pages) {
      if (page.path !== undefined) measured.push({ ...page, path: page.path });
      else if (page.find === 'first-published-post')
        measured.push({ ...page, path: await firstPublishedPost(api.apiUrl) });
      else if (page.find === 'new-public-project')
        measured.push({ ...page, path: await newPublicProject(api.apiUrl, preview.url) });
      else throw new Error(`Page ${page.name} has neither a path nor a way to find one`);
    }
    return {
      url: preview.url,
      apiUrl: api.apiUrl,
      distDir: path.resolve(build.distDir),
      renderedAtStart: preview.renderedAtStart,
      pages: measured,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
