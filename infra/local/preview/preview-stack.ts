import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { DEFAULT_LOCAL_TABLE_NAME } from '#lambdas/lib/db/table-schema.ts';
import { REPO_ROOT } from '../../bundling';
import { LocalDeadLetterStore } from '../events/dead-letters';
import { type LocalFullRenders, startLocalFullRenders } from '../render/full-renders';
import { LocalRenderEvents, type RenderWorker } from '../render/render-events';
import type { RunStatus } from '../render/render-progress';
import { LOCAL_CREDENTIALS, localS3Client } from '../s3/s3-local';
import type { PortMap } from '../services/ports';
import { LOCAL_CONTENT_BUCKET, LOCAL_MEDIA_BUCKET, LOCAL_REGION } from '../stack';
import { previewFeedAnswer } from './preview-feeds';
import { startPreviewServer, uploadSpaBuild } from './preview-server';

/** The bucket the preview serves the SPA and the rendered pages from (the site bucket in AWS). */
export const LOCAL_SITE_BUCKET = 'portfolio-site-local';
export const DEFAULT_PREVIEW_PORT = 4173;

/** What the handlers read to use a local stack that runs already (`npm start`'s) on these ports. */
export function runningStackEnv(ports: Pick<PortMap, 'dynamodb' | 's3'>): Record<string, string> {
  return {
    AWS_REGION: LOCAL_REGION,
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
    TABLE_NAME: DEFAULT_LOCAL_TABLE_NAME,
    CONTENT_BUCKET: LOCAL_CONTENT_BUCKET,
    MEDIA_BUCKET: LOCAL_MEDIA_BUCKET,
    DYNAMODB_ENDPOINT: `http://127.0.0.1:${ports.dynamodb}`,
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
  };
}

/** CloudFront's CSP, for the preview to answer with the headers the site has in AWS; uploads go to the local S3. */
async function edgeHeaders(s3Endpoint: string): Promise<Record<string, string>> {
  const { contentSecurityPolicy } = await import('../../constructs/security-headers');
  return {
    'content-security-policy': contentSecurityPolicy(s3Endpoint),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
}

export interface PreviewOptions {
  /** The preview's port (PREVIEW_PORT, default 4173; 0 for a free one). */
  port: number;
  /** What the handlers read: the running local stack's endpoints, table and bucket. */
  env: Record<string, string>;
  /** The API of the local stack, `http://localhost:5000/api`. */
  apiUrl: string;
  /** The SPA build and its server build (`npm run build:web`). */
  distDir?: string;
  bundleFile?: string;
  /** The site bucket (default LOCAL_SITE_BUCKET; a test uses its own). */
  siteBucket?: string;
  /** Event polling interval (default 1 s). */
  pollMs?: number;
  /** Worker processes of the first full render (default 2). */
  renderWorkers?: number;
  /** Shows the first full render's progress (render-progress.ts `terminalProgress`); default none. */
  progress?: (status: RunStatus) => void;
  log?: (line: string) => void;
  /** Where the render events and the render queue keep their dead letters (dead-letters.ts); default in memory. */
  deadLettersDir?: string;
}

export interface Preview {
  url: string;
  events: LocalRenderEvents;
  /** Pages rendered at start, and how long that took. */
  renderedAtStart: { pages: number; ms: number };
  stop(): Promise<void>;
}

/**
 * The site as CloudFront serves it, on this machine: the SPA build uploaded to a site bucket of
 * the local S3, every public page rendered into it by the render function's handler, the table's
 * stream and the content indexes followed so pages stay fresh, and the preview server in front.
 * Runs in the process that calls it (the handler modules read `env` when first imported).
 */
export async function startPreview(options: PreviewOptions): Promise<Preview> {
  const log = options.log ?? ((line: string) => console.log(line));
  const distDir = options.distDir ?? path.join(REPO_ROOT, 'web', 'dist');
  const bundleFile = options.bundleFile ?? path.join(REPO_ROOT, 'web', 'dist-ssr', 'render-page.mjs');
  const siteBucket = options.siteBucket ?? LOCAL_SITE_BUCKET;
  const server = await startPreviewServer({
    port: options.port,
    s3: localS3Client(options.env.S3_ENDPOINT ?? ''),
    siteBucket,
    contentBucket: options.env.CONTENT_BUCKET ?? '',
    mediaBucket: options.env.MEDIA_BUCKET ?? LOCAL_MEDIA_BUCKET,
    apiUrl: options.apiUrl,
    headers: await edgeHeaders(options.env.S3_ENDPOINT ?? ''),
    feeds: previewFeedAnswer,
  });
  let events: LocalRenderEvents | undefined;
  let fullRenders: LocalFullRenders | undefined;
  let s3: S3Client | undefined;
  try {
    Object.assign(process.env, options.env, {
      SITE_BUCKET: siteBucket,
      RENDER_API_URL: options.apiUrl,
      SITE_URL: server.url,
      RENDER_BUNDLE: bundleFile,
    });
    s3 = localS3Client(options.env.S3_ENDPOINT ?? '');
    const uploaded = await uploadSpaBuild(s3, siteBucket, distDir);
    log(`[preview] SPA build uploaded to the site bucket (${uploaded} files)`);
    const worker = async () =>
      ((await import(path.join(REPO_ROOT, 'lambdas', 'render', 'handler.ts'))) as { handler: RenderWorker }).handler;
    // The full render's units go to worker processes, as the render queue's messages go to the
    // render function in AWS (docs/rendering.md, "Full renders locally").
    fullRenders = await startLocalFullRenders({
      workers: options.renderWorkers ?? 2,
      env: options.env,
      log,
      deadLetterStore: new LocalDeadLetterStore('render-units', options.deadLettersDir),
    });
    const renders = fullRenders;
    // The events are followed from before the full render reads anything: a post published while
    // it runs is rendered after it, not skipped (docs/rendering.md, "Ordering").
    events = await new LocalRenderEvents({
      worker,
      dynamodbEndpoint: options.env.DYNAMODB_ENDPOINT ?? '',
      tableName: options.env.TABLE_NAME ?? '',
      region: options.env.AWS_REGION ?? 'eu-west-1',
      s3,
      contentBucket: options.env.CONTENT_BUCKET ?? '',
      pollMs: options.pollMs,
      followRun: (runId) => renders.follow(runId, options.progress),
      log,
      deadLetterStore: new LocalDeadLetterStore('render', options.deadLettersDir),
    }).start();
    const started = performance.now();
    const run = (await events.renderAll()) as RunStatus;
    if (run.failedPages > 0) {
      throw new Error(`The first full render failed for ${run.failedPages} pages (the log above says why)`);
    }
    const renderedAtStart = { pages: run.progress.pagesDone, ms: Math.round(performance.now() - started) };
    log(`[preview] ${renderedAtStart.pages} pages rendered in ${(renderedAtStart.ms / 1000).toFixed(1)} s`);
    const running = events;
    const client = s3;
    return {
      url: server.url,
      events: running,
      renderedAtStart,
      stop: async () => {
        await running.stop();
        await renders.stop();
        await server.stop();
        client.destroy();
      },
    };
  } catch (error) {
    await events?.stop();
    await fullRenders?.stop();
    await server.stop();
    s3?.destroy();
    throw error;
  }
}
