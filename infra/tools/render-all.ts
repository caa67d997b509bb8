/**
 * `npm run render:all`: renders every public page again into the local site bucket, with the
 * render function's own handler (`{ action: "render-all" }`), over the running local stack
 * (`npm start` or `npm run preview`; the preview must have run once, for the SPA build it renders
 * into). In AWS the deploy does this as its last step; by hand: docs/deploying.md, "The renderer's dead-letter queue".
 */
import path from 'node:path';
import { REPO_ROOT } from '../bundling';
import { portsFromEnv } from '../local/ports';
import { DEFAULT_PREVIEW_PORT, LOCAL_SITE_BUCKET, runningStackEnv } from '../local/preview-stack';

const ports = portsFromEnv();
const apiUrl = `http://localhost:${ports.api}/api`;
const health = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
if (!health) {
  console.error(`The local API does not answer at ${apiUrl}: start the site first (npm start or npm run preview).`);
  process.exit(1);
}
Object.assign(process.env, runningStackEnv(ports), {
  SITE_BUCKET: LOCAL_SITE_BUCKET,
  RENDER_API_URL: apiUrl,
  SITE_URL: `http://localhost:${process.env.PREVIEW_PORT || DEFAULT_PREVIEW_PORT}`,
  RENDER_BUNDLE: path.join(REPO_ROOT, 'web', 'dist-ssr', 'render-page.mjs'),
});
const { handler } = await import('#lambdas/render/handler.ts');
const started = performance.now();
try {
  const answer = (await handler({ action: 'render-all' })) as {
    rendered: Array<{ path: string; status: number; ms: number }>;
  };
  const gone = answer.rendered.filter((page) => page.status === 404).length;
  console.log(
    `${answer.rendered.length} pages rendered in ${((performance.now() - started) / 1000).toFixed(1)} s (${gone} answer 404).`,
  );
} catch (error) {
  console.error(`Rendering failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Has `npm run preview` run once (it uploads the SPA build the pages are rendered into)?');
  process.exit(1);
}
