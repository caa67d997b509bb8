import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalRenderQueue } from '#infra/local/render/render-unit-queue.ts';
import type { RenderUnitMessage } from '#shared/render/render-units.ts';

/**
 * The local render workers (infra/local/render/render-worker.ts) run the render function's bundle as
 * CDK builds it, not its source through tsx, and report their own peak memory, not their parent's
 * (docs/render-scale.md, "Memory per worker"). A worker gets a unit the handler rejects (no
 * DynamoDB or S3 call is made for it), so nothing here needs the local stack.
 */
const MB = 1024 * 1024;
let queue: LocalRenderQueue | undefined;

afterAll(async () => {
  await queue?.stop();
});

describe('a local render worker', () => {
  it('runs the bundled handler and reports its own peak RSS, not its parent’s', { timeout: 120_000 }, async () => {
    // This process holds 600 MB when the worker is spawned: Linux's maxRSS of a spawned child
    // starts at its parent's RSS (kept across execve); the worker's own peak is about 100 MB.
    const ballast = Buffer.alloc(600 * MB, 1);
    expect(process.memoryUsage().rss).toBeGreaterThan(600 * MB);
    const logged: string[] = [];
    queue = await new LocalRenderQueue({
      workers: 1,
      env: {},
      maxReceiveCount: 1,
      log: (line) => logged.push(line),
    }).start();
    const [worker] = queue.workerProcesses();
    const commandLine = readFileSync(`/proc/${worker?.pid}/cmdline`, 'utf8').split('\0');
    expect(commandLine.some((argument) => argument.endsWith('worker.cjs'))).toBe(true);
    expect(commandLine.some((argument) => argument.endsWith('index.cjs'))).toBe(true);
    expect(commandLine.join(' ')).not.toContain('tsx');

    // Not a unit (its number is not an integer): the handler reports it failed, and with one
    // delivery allowed it is dead-lettered at once.
    queue.send([{ runId: 'memory-test', unit: 0.5, pages: [] } as RenderUnitMessage]);
    const deadline = Date.now() + 60_000;
    while (queue.deadLetters.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(queue.deadLetters).toHaveLength(1);
    expect(queue.deadLetters[0]?.error).toBe('the worker reported the unit failed');

    const peak = queue.peakRss().get(worker?.pid ?? 0) ?? 0;
    expect(peak).toBeGreaterThan(30 * MB);
    expect(peak).toBeLessThan(300 * MB);
    expect(ballast.length).toBe(600 * MB);
  });
});
