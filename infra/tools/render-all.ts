/**
 * `npm run render:all [-- --workers=N]`: renders every public page again into the local site
 * bucket as a full render runs in AWS: the render function's handler plans the run
 * (`{ action: "render-all" }`) and its units go to N worker processes running the same handler
 * (default: one per core), with a progress bar (pages done of total, rate, time left, failures).
 * Exits with 1 when a page failed for good. Runs over the running local stack (`npm start` or
 * `npm run preview`; the preview must have run once, for the SPA build it renders into). In AWS the
 * deploy does this as its last step; by hand: docs/deploying.md.
 */
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../bundling';
import { localDeadLetterStore } from '../local/events/dead-letters';
import { DEFAULT_PREVIEW_PORT, LOCAL_SITE_BUCKET, runningStackEnv } from '../local/preview/preview-stack';
import { startLocalFullRenders } from '../local/render/full-renders';
import { terminalProgress } from '../local/render/render-progress';
import { portsFromEnv } from '../local/services/ports';

const workersFlag = process.argv.find((argument) => argument.startsWith('--workers='))?.slice('--workers='.length);
const workers = workersFlag ? Number(workersFlag) : os.availableParallelism();
if (!Number.isInteger(workers) || workers < 1) {
  console.error(`--workers must be a positive whole number, got "${workersFlag}"`);
  process.exit(1);
}
const ports = portsFromEnv();
const apiUrl = `http://localhost:${ports.api}/api`;
const health = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(2_000) }).catch(() => undefined);
if (!health) {
  console.error(`The local API does not answer at ${apiUrl}: start the site first (npm start or npm run preview).`);
  process.exit(1);
}
const env = {
  ...runningStackEnv(ports),
  SITE_BUCKET: LOCAL_SITE_BUCKET,
  RENDER_API_URL: apiUrl,
  SITE_URL: `http://localhost:${process.env.PREVIEW_PORT || DEFAULT_PREVIEW_PORT}`,
  RENDER_BUNDLE: path.join(REPO_ROOT, 'web', 'dist-ssr', 'render-page.mjs'),
};
Object.assign(process.env, env);
const fullRenders = await startLocalFullRenders({
  workers,
  env,
  deadLetterStore: localDeadLetterStore('render-units'),
}).catch((error: unknown) => {
  console.error(`The render workers did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const { handler } = await import('#lambdas/render/handler.ts');
let exitCode = 0;
try {
  console.log(`Rendering every page with ${workers} workers...`);
  const run = await fullRenders.renderAll(handler, terminalProgress());
  if (run.failedPages > 0) {
    exitCode = 1;
    console.error(
      `${run.failedPages} pages failed (the log above names their units); npm run render:all renders every page again.`,
    );
  }
} catch (error) {
  exitCode = 1;
  console.error(`Rendering failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Has `npm run preview` run once (it uploads the SPA build the pages are rendered into)?');
} finally {
  await fullRenders.stop();
}
process.exit(exitCode);
