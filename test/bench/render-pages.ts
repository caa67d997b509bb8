/**
 * `npm run bench` part `pages` (docs/rendering.md): the render function's handler, in-process over a local
 * stack with the repository's content and the seed data (demo accounts, the seeded blog), rendering
 * into a site bucket of the local S3 exactly as in `npm run preview`. Measured: a full render
 * (`{ action: 'render-all' }`, the deploy's last step), and the stream record of a post being
 * published (its page, the posts list, its topic's and its tags' pages), median of several runs.
 * Run in a process of its own (`test/bench/run.ts` starts it): the handler modules keep the
 * endpoints of the first stack they were loaded with, and the other parts start their own.
 */
import path from 'node:path';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { REPO_ROOT } from '#infra/bundling.ts';
import { uploadSpaBuild } from '#infra/local/preview/preview-server.ts';
import { localS3Client } from '#infra/local/s3/s3-local.ts';
import { startApiAndSite, startBackingServices } from '#infra/local/stack.ts';
import { socialCardKey } from '#shared/render/social-card.ts';
import { median, OUT_DIR } from '#test/bench/cold-starts.ts';
import { quietHandlerLogs } from '#test/bench/web-quality/quiet-handler-logs.ts';
import { buildSite } from '#test/support/site-build.ts';

/** Runs of the post's stream record (after one warm-up); the median is reported. */
const POST_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 7);
/** The rendering target: one post page and its dependants rendered within a second. */
const POST_BUDGET_MS = 1_000;
const SITE_BUCKET = 'bench-render-site';

const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`;
const millis = (value: number) => `${Math.round(value)} ms`;

type Handler = (event: unknown) => Promise<unknown>;
type Image = Record<string, unknown>;

export async function renderPagesTable(): Promise<void> {
  const rendered: Array<{ path: string; ms: number }> = [];
  // The handler logs a line per page: collected for the per-page times, kept out of the output.
  const restoreLogs = quietHandlerLogs((line) => {
    if (line.message === 'Page rendered') rendered.push({ path: String(line.path), ms: Number(line.ms) });
  });
  const services = await startBackingServices({ ports: { dynamodb: 0, s3: 0, ses: 0, api: 0, web: 0 } });
  try {
    const api = await startApiAndSite({
      env: services.env,
      ports: { api: 0, web: 0 },
      web: false,
      demoAccounts: true,
    });
    try {
      const siteUrl = 'http://localhost:4173';
      const build = await buildSite(path.join(OUT_DIR, 'site'), siteUrl);
      const s3 = localS3Client(services.env.S3_ENDPOINT ?? '');
      await uploadSpaBuild(s3, SITE_BUCKET, build.distDir);
      Object.assign(process.env, services.env, {
        SITE_BUCKET,
        RENDER_API_URL: api.apiUrl,
        SITE_URL: siteUrl,
        RENDER_BUNDLE: build.bundleFile,
      });
      const { handler } = (await import(path.join(REPO_ROOT, 'lambdas', 'render', 'handler.ts'))) as {
        handler: Handler;
      };
      // Every page in this one process, one after the other: the per-page cost a unit of a full
      // render pays (render-scale.ts measures the fan-out over worker processes).
      const { renderPages } = await import('#lambdas/lib/render/page-renderer.ts');
      const { allPublicPages } = await import('#lambdas/lib/render/all-pages.ts');

      const renderAll = async () => {
        rendered.length = 0;
        const started = performance.now();
        const answer = { rendered: await renderPages(await allPublicPages()) };
        const ms = performance.now() - started;
        const perPage = rendered.map((page) => page.ms);
        return {
          pages: answer.rendered.length,
          notFound: answer.rendered.filter((page) => page.status === 404).length,
          ms,
          perPage,
          slowest: [...rendered].sort((a, b) => b.ms - a.ms)[0],
        };
      };
      // First: the bundle loaded and every social card drawn (a first deploy); then again, cards unchanged.
      const first = await renderAll();
      const again = await renderAll();

      // The first published post, as the table stores it: what the stream's NewImage carries.
      const listed = (await (await fetch(`${api.apiUrl}/posts/published?limit=1`)).json()) as {
        items: Array<{ slug: string }>;
      };
      const slug = listed.items[0]?.slug;
      if (!slug) throw new Error('The seeded blog has no published post');
      const dynamodb = new DynamoDBClient({
        endpoint: services.env.DYNAMODB_ENDPOINT,
        region: services.env.AWS_REGION,
      });
      const scanned = await dynamodb.send(
        new ScanCommand({
          TableName: services.env.TABLE_NAME,
          FilterExpression: '#entity = :post AND #slug = :slug',
          ExpressionAttributeNames: { '#entity': '__edb_e__', '#slug': 'slug' },
          ExpressionAttributeValues: { ':post': { S: 'post' }, ':slug': { S: slug } },
        }),
      );
      dynamodb.destroy();
      const stored = scanned.Items?.[0] as Image | undefined;
      if (!stored) throw new Error(`The post ${slug} is not in the table`);
      // Published: the same post, a draft before.
      const publishRecord = {
        Records: [
          {
            eventName: 'MODIFY',
            dynamodb: {
              SequenceNumber: '1',
              OldImage: { ...stored, status: { S: 'draft' } },
              NewImage: stored,
            },
          },
        ],
      } as unknown as DynamoDBStreamEvent;
      const cardKey = socialCardKey(`/posts/${slug}`);
      const publish = async (drawCard: boolean) => {
        // A post published for the first time has no card yet: the render draws it.
        if (drawCard) await s3.send(new DeleteObjectCommand({ Bucket: SITE_BUCKET, Key: cardKey }));
        rendered.length = 0;
        const started = performance.now();
        const answer = (await handler(publishRecord)) as { batchItemFailures: unknown[] };
        const ms = performance.now() - started;
        if (answer.batchItemFailures.length > 0) throw new Error('The post record failed to render');
        return { ms, pages: rendered.map((page) => page.path), perPage: rendered.map((page) => page.ms) };
      };
      await publish(true);
      const drawn: number[] = [];
      const drawnPerPage: number[] = [];
      const unchanged: number[] = [];
      const unchangedPerPage: number[] = [];
      let pages: string[] = [];
      for (let run = 0; run < POST_RUNS; run++) {
        const withCard = await publish(true);
        drawn.push(withCard.ms);
        drawnPerPage.push(...withCard.perPage);
        pages = withCard.pages;
        const again = await publish(false);
        unchanged.push(again.ms);
        unchangedPerPage.push(...again.perPage);
      }
      s3.destroy();

      console.log(
        `\nRendered pages: the render function's handler in-process over the local stack (content/ and the seed data)`,
      );
      const fullRow = (label: string, run: Awaited<ReturnType<typeof renderAll>>) => ({
        step: label,
        pages: `${run.pages} (${run.notFound} answer 404)`,
        total: seconds(run.ms),
        'per page (median)': millis(median(run.perPage)),
        slowest: run.slowest ? `${run.slowest.path} ${millis(run.slowest.ms)}` : '',
        budget: '',
      });
      const range = (values: number[]) => `${millis(Math.min(...values))}–${millis(Math.max(...values))}`;
      const postRow = (label: string, values: number[], perPage: number[], budget: string) => ({
        step: label,
        pages: `${pages.length}: ${pages.join(', ')}`,
        total: `${millis(median(values))} (median of ${values.length}; ${range(values)})`,
        'per page (median)': millis(median(perPage)),
        slowest: '',
        budget,
      });
      const drawnMedian = median(drawn);
      console.table([
        fullRow('render-all, first (bundle loaded, every card drawn)', first),
        fullRow('render-all, again (cards unchanged)', again),
        postRow(
          'a post published: its stream record (its card drawn)',
          drawn,
          drawnPerPage,
          `≤ ${millis(POST_BUDGET_MS)}: ${drawnMedian <= POST_BUDGET_MS ? 'met' : 'MISSED'}`,
        ),
        postRow('the same record again (card unchanged)', unchanged, unchangedPerPage, ''),
      ]);
    } finally {
      await api.stop();
    }
  } finally {
    await services.stop();
    restoreLogs();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await renderPagesTable();
