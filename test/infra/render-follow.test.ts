import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { followRender, PLAN_WITHIN_MS, renderOutputsOf, STALL_MS } from '#infra/tools/render-follow.ts';
import type { RenderRunStatus } from '#lambdas/render/handler.ts';
import type { RenderRunProgress } from '#shared/render/render-units.ts';

/** A clock that only moves when the follower sleeps, and answers from a script of statuses. */
function scripted(answers: (RenderRunStatus | ((at: number) => RenderRunStatus))[]) {
  let clock = Date.parse('2026-11-28T10:00:00Z');
  let index = 0;
  return {
    ask: async () => {
      const answer = answers[Math.min(index++, answers.length - 1)] as
        | RenderRunStatus
        | ((at: number) => RenderRunStatus);
      return typeof answer === 'function' ? answer(clock) : answer;
    },
    now: () => clock,
    sleep: async (ms: number) => {
      clock += ms;
    },
  };
}

const run = (fields: Partial<RenderRunProgress> = {}): RenderRunProgress => ({
  runId: 'r1',
  pages: 100,
  units: 4,
  unitsDone: 0,
  pagesDone: 0,
  pagesFailed: 0,
  startedAt: '2026-11-28T10:00:00Z',
  ...fields,
});

describe('followRender', () => {
  it('says the deploy was not planned when its run does not appear in time', async () => {
    const result = await followRender({ ...scripted([{ state: 'waiting' }]), deployId: 'd', intervalMs: 60_000 });
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/not planned within 10 min: its invocation failed/);
    expect(PLAN_WITHIN_MS).toBe(600_000);
  });

  it('says the run stalled when no unit is counted for 20 minutes, not before', async () => {
    const statuses: number[] = [];
    const result = await followRender({
      ...scripted([
        { state: 'running', run: run({ pagesDone: 25 }) },
        (at) => ({ state: 'running', run: run({ pagesDone: at < Date.parse('2026-11-28T10:15:00Z') ? 25 : 50 }) }),
      ]),
      runId: 'r1',
      intervalMs: 60_000,
      onProgress: (status) => statuses.push(status.progress.pagesDone),
    });
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/No unit of run r1 was counted for 20 min/);
    // 25 pages until 10:15, then 50 for more than 20 minutes: it gave up at 10:36.
    expect(statuses.filter((done) => done === 50).length).toBe(STALL_MS / 60_000 + 2);
  });

  it('counts elapsed time from the run’s start, so a late follower shows the real rate', async () => {
    let elapsed = 0;
    await followRender({
      ...scripted([
        (at) => ({ state: 'finished', run: run({ pagesDone: 100, finishedAt: new Date(at).toISOString() }) }),
      ]),
      runId: 'r1',
      onProgress: (status) => {
        elapsed = status.elapsedMs;
      },
    });
    expect(elapsed).toBe(0);
    const late = await followRender({
      ...scripted([{ state: 'expired', runId: 'old' }]),
      deployId: 'd',
    });
    expect(late).toMatchObject({ ok: true, runId: 'old' });
    expect(late.message).toMatch(/ended more than a month ago: the deploy changed no page/);
  });
});

describe('renderOutputsOf', () => {
  const file = (content: unknown) => {
    const name = path.join(mkdtempSync(path.join(os.tmpdir(), 'outputs-')), 'cdk-outputs.json');
    writeFileSync(name, JSON.stringify(content));
    return name;
  };

  it("reads the Web stack's render function and deploy id", () => {
    const outputs = file({
      'Portfolio-dev-Api': { ApiUrl: 'x' },
      'Portfolio-dev-Web': { SiteUrl: 'https://x', RenderFunctionName: 'render-fn', DeployRenderId: 'a.zip+b.zip' },
    });
    expect(renderOutputsOf(outputs)).toEqual({ functionName: 'render-fn', deployId: 'a.zip+b.zip' });
  });

  it('says what is wrong with a missing file or one without the Web stack', () => {
    expect(() => renderOutputsOf('/nonexistent/cdk-outputs.json')).toThrow(/deploy with npm run deploy/);
    expect(() => renderOutputsOf(file({ 'Portfolio-dev-Api': {} }))).toThrow(/holds 0/);
  });
});
