/**
 * `npm run preview`: the production build of the site, served the way CloudFront serves it in AWS
 * (rendered public pages, the SPA shell for the rest, /api and /content passed on), at
 * http://localhost:4173 (PREVIEW_PORT). It uses the local stack of `npm start` when that runs
 * (its API answers on API_PORT), else starts one (same data in .data/). Pages are rendered at
 * start and kept fresh by the same event path as in AWS: the table's stream and the content
 * bucket's changes, handed to the render function's handler. The first full render's units go to
 * two worker processes, with a progress bar (docs/rendering.md, "Full renders locally").
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../bundling';
import { LOCAL_DEAD_LETTERS_DIR } from './events/dead-letters';
import { DEFAULT_PREVIEW_PORT, type Preview, runningStackEnv, startPreview } from './preview/preview-stack';
import { terminalProgress } from './render/render-progress';
import { JavaMissingError } from './services/dynamodb-local';
import { PortBusyError, portsFromEnv } from './services/ports';
import { startApiAndSite, startBackingServices } from './stack';

const DATA_DIR = path.join(REPO_ROOT, '.data');
/** The hosts the preview build treats as the product's own (web/src/shared/api/api-base-url.ts). */
const PREVIEW_PRODUCT_HOSTS = 'localhost,127.0.0.1';

function previewPort(): number {
  const value = process.env.PREVIEW_PORT;
  if (value === undefined || value === '') return DEFAULT_PREVIEW_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new Error(`PREVIEW_PORT must be a port, got "${value}"`);
  return port;
}

function build(): void {
  console.log('[preview] Building the SPA and its server build (npm run build:web)...');
  // The preview's own host is the product's: the SPA calls its own origin's /api, as on the site
  // (the CSP's connect-src 'self' refuses any other).
  const result = spawnSync('npm', ['run', '--silent', 'build:web'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, VITE_PRODUCT_HOSTS: PREVIEW_PRODUCT_HOSTS },
  });
  if (result.status !== 0) throw new Error('npm run build:web failed');
}

/** Whether `npm start`'s API answers (any status: a 503 health is still a running stack). */
async function runningApi(apiPort: number): Promise<string | undefined> {
  const apiUrl = `http://localhost:${apiPort}/api`;
  try {
    await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(1_500) });
    return apiUrl;
  } catch {
    return undefined;
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) build();
  const ports = portsFromEnv();
  const stops: Array<() => Promise<void>> = [];
  let env: Record<string, string>;
  let apiUrl = await runningApi(ports.api);
  if (apiUrl) {
    console.log(`[preview] Using the local stack of npm start (API ${apiUrl}).`);
    env = runningStackEnv(ports);
  } else {
    console.log('[preview] npm start is not running: starting the local stack (data in .data/).');
    const services = await startBackingServices({
      ports,
      dataDir: DATA_DIR,
      supervise: { onGiveUp: (error) => console.error(`\n${error.message}`) },
    });
    stops.push(() => services.stop());
    const front = await startApiAndSite({
      env: services.env,
      ports: services.ports,
      web: false,
      demoAccounts: true,
      deadLettersDir: LOCAL_DEAD_LETTERS_DIR,
    });
    stops.unshift(() => front.stop());
    env = services.env;
    apiUrl = front.apiUrl;
  }
  let preview: Preview | undefined;
  try {
    preview = await startPreview({
      port: previewPort(),
      env,
      apiUrl,
      progress: terminalProgress(),
      deadLettersDir: LOCAL_DEAD_LETTERS_DIR,
    });
  } catch (error) {
    for (const stop of stops) await stop();
    throw error;
  }
  const running = preview;
  console.log(
    [
      '',
      '  Preview of the production build is running',
      `  Site:   ${running.url}   (rendered pages as CloudFront serves them)`,
      `  API:    ${apiUrl}`,
      `  Pages:  ${running.renderedAtStart.pages} rendered at start; kept fresh from the table's stream and the content bucket`,
      '',
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  const shutdown = async () => {
    await running.stop();
    for (const stop of stops) await stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

try {
  await main();
} catch (error) {
  if (error instanceof PortBusyError || error instanceof JavaMissingError) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
