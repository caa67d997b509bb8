import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { SQSEvent } from 'aws-lambda';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RENDER_RUN_KEYS } from '#infra/constructs/render-queue.ts';
import type { RunStatus } from '#infra/local/render/render-progress.ts';
import { followRender } from '#infra/tools/render-follow.ts';
import { RenderDeploy } from '#lambdas/lib/db/entities/render-run.ts';
import { RENDER_UNIT_MAX_RECEIVES } from '#lambdas/lib/render/render-queue.ts';
import { recordDeployRun } from '#lambdas/lib/render/render-runs.ts';
import { handler, type PlannedRenderRun, type RenderRunStatus } from '#lambdas/render/handler.ts';
import type { RenderUnitMessage } from '#shared/render/render-units.ts';
import { source } from './held-render-bundle';
import { openRenderQueue, sqsRecord } from './render-unit-fixture';
import { createSiteBucket } from './site-bucket-fixture';

/**
 * `npm run deploy` and `npm run render:watch` follow a deploy's full render through the render
 * function's `render-status` (infra/tools/render-follow.ts): the real handler here, its run in
 * DynamoDB Local, its units delivered as SQS delivers them.
 */
let queued: RenderUnitMessage[] = [];
let renderQueue: { close(): void } | undefined;

beforeAll(() => {
  Object.assign(process.env, {
    RENDER_BUNDLE: path.resolve(import.meta.dirname, 'held-render-bundle.ts'),
    RENDER_API_URL: 'http://localhost:9/api',
  });
});

beforeEach(async () => {
  process.env.SITE_BUCKET = `site-${randomUUID()}`;
  await createSiteBucket(process.env.SITE_BUCKET);
  source.title = 'A page';
  source.failing = undefined;
  queued = [];
  renderQueue = await openRenderQueue((unit) => queued.push(unit));
});

afterEach(() => {
  renderQueue?.close();
  source.failing = undefined;
});

const deployId = () => `${randomUUID()}.zip+${randomUUID()}.zip`;
const status = (event: { runId?: string; deployId?: string }) =>
  handler({ action: 'render-status', ...event }) as Promise<RenderRunStatus>;

/** Delivers the next queued unit, as SQS would, on its `receives`-th delivery. */
async function deliverNext(receives = 1): Promise<void> {
  const unit = queued.shift();
  if (unit) await handler({ Records: [sqsRecord(unit, receives)] } satisfies SQSEvent);
}

describe('render-status', () => {
  it("answers waiting until the deploy's run is planned, then the run, by the deploy's id or the run's", async () => {
    const id = deployId();
    expect(await status({ deployId: id })).toEqual({ state: 'waiting' });
    const planned = (await handler({ action: 'render-all', deployId: id })) as PlannedRenderRun;
    const byDeploy = await status({ deployId: id });
    expect(byDeploy).toEqual({
      state: 'running',
      run: expect.objectContaining({ runId: planned.runId, pages: planned.pages, units: planned.units, pagesDone: 0 }),
    });
    expect(await status({ runId: planned.runId })).toEqual(byDeploy);
  });

  it('answers expired for a deploy whose run has gone, and refuses an unknown run or a malformed id', async () => {
    const id = deployId();
    const runId = randomUUID();
    await recordDeployRun(id, runId);
    expect(await status({ deployId: id })).toEqual({ state: 'expired', runId });
    await expect(status({ runId })).rejects.toThrow(`No render run ${runId}`);
    await expect(status({ deployId: 'a b' })).rejects.toThrow('deployId is not a valid id');
    await expect(status({ runId: 'x' })).rejects.toThrow('runId is not a valid id');
    await expect(status({})).rejects.toThrow('needs a runId or a deployId');
    await expect(handler({ action: 'render-all', deployId: '"' })).rejects.toThrow('deployId is not a valid id');
  });

  it("keys a deploy's pointer under a partition the renderer may write in AWS", () => {
    const { Key } = RenderDeploy.get({ deployId: 'd' }).params() as { Key: { pk: string } };
    expect(RENDER_RUN_KEYS.some((pattern) => Key.pk.startsWith(pattern.slice(0, -1)))).toBe(true);
  });
});

describe("following a deploy's full render", () => {
  it('waits for the plan, shows each unit counted and ends when every page is rendered', async () => {
    const id = deployId();
    const seen: RunStatus[] = [];
    let waited = 0;
    let planned: PlannedRenderRun | undefined;
    const result = await followRender({
      ask: (event) => handler(event) as Promise<RenderRunStatus>,
      deployId: id,
      onWaiting: () => waited++,
      onProgress: (progress) => seen.push(progress),
      // Between two questions: the deploy's invocation plans the run, then the queue delivers a unit.
      sleep: async () => {
        if (!planned) planned = (await handler({ action: 'render-all', deployId: id })) as PlannedRenderRun;
        else await deliverNext();
      },
    });
    expect(waited).toBe(1);
    expect(planned?.units).toBeGreaterThan(1);
    expect(result).toMatchObject({ ok: true, runId: planned?.runId });
    expect(result.message).toMatch(new RegExp(`^Every page rendered: ${planned?.pages} pages, run ${planned?.runId}`));
    const done = seen.map((progress) => progress.progress.pagesDone);
    expect(done[0]).toBe(0);
    expect(done.at(-1)).toBe(planned?.pages);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(seen.at(-1)?.ended).toBe(true);
    expect(seen.filter((progress) => progress.ended)).toHaveLength(1);
  });

  it('ends with a failure that names the dead-letter queue when a unit failed for good', async () => {
    const planned = (await handler({ action: 'render-all' })) as PlannedRenderRun;
    source.failing = new Set(queued[0]?.pages.slice(0, 1));
    const result = await followRender({
      ask: (event) => handler(event) as Promise<RenderRunStatus>,
      runId: planned.runId,
      sleep: () => deliverNext(RENDER_UNIT_MAX_RECEIVES),
    });
    expect(result.ok).toBe(false);
    expect(result.status?.failedPages).toBeGreaterThan(0);
    expect(result.message).toMatch(/pages failed: their units are in the render queue's dead-letter queue/);
  });
});
