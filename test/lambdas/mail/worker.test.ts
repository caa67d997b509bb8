import { randomUUID } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEPENDENCY_CALL_BUDGET_MS } from '#lambdas/lib/aws/time-budget.ts';
import { handler } from '#lambdas/mail/handler.ts';
import { mailsTo } from '../../support/inbox';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

function record(body: string): SQSRecord {
  return {
    messageId: randomUUID(),
    receiptHandle: '',
    body,
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: String(Date.now()),
      SenderId: 'test',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:eu-west-1:000000000000:mail',
    awsRegion: 'eu-west-1',
  };
}

const mail = (to: string) => JSON.stringify({ kind: 'mail', mail: { to, subject: 'Worker test', text: 'Hello.' } });

describe('the mail worker', () => {
  it('reports only the message that failed, and sends the others of the batch', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = `worker-${randomUUID()}@example.test`;
    const last = `worker-${randomUUID()}@example.test`;
    const bad = record('{"kind":"something else"}');
    const answer = await handler({ Records: [record(mail(first)), bad, record(mail(last))] });
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: bad.messageId }]);
    expect(await mailsTo(first)).toHaveLength(1);
    expect(await mailsTo(last)).toHaveLength(1);
  });

  it('drops a password reset for an address without an account (nothing to retry, nothing sent)', async () => {
    const email = `nobody-${randomUUID()}@example.test`;
    const answer = await handler({ Records: [record(JSON.stringify({ kind: 'password-reset', email }))] });
    expect(answer.batchItemFailures).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('hands the rest of the batch back untried once SES is out', async () => {
    vi.stubEnv('SES_ENDPOINT', 'http://127.0.0.1:9');
    vi.resetModules();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const worker = (await import('#lambdas/mail/handler.ts')).handler;
    const records = [1, 2, 3].map(() => record(mail(`worker-${randomUUID()}@example.test`)));
    const answer = await worker({ Records: records });
    expect(answer.batchItemFailures.map((failure) => failure.itemIdentifier)).toEqual(
      records.map((each) => each.messageId),
    );
    const failedSends = vi
      .mocked(console.error)
      .mock.calls.filter(([line]) => String(line).includes('Mail delivery failed'));
    expect(failedSends).toHaveLength(1);
  });

  it('gives up on an SES that accepts connections and never answers within the time budget', async () => {
    // A real hanging endpoint: it accepts the connection, reads the request and says nothing.
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = silent.address() as { port: number };
      vi.stubEnv('SES_ENDPOINT', `http://127.0.0.1:${port}`);
      vi.resetModules();
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const worker = (await import('#lambdas/mail/handler.ts')).handler;
      const records = [1, 2].map(() => record(mail(`hang-${randomUUID()}@example.test`)));
      const started = performance.now();
      const answer = await worker({ Records: records });
      const elapsedMs = performance.now() - started;
      expect(answer.batchItemFailures.map((failure) => failure.itemIdentifier)).toEqual(
        records.map((each) => each.messageId),
      );
      // One send used the whole budget (both attempts timed out); the second was not tried.
      expect(elapsedMs).toBeLessThan(DEPENDENCY_CALL_BUDGET_MS + 500);
      expect(sockets.size).toBeGreaterThanOrEqual(1);
      const outage = vi
        .mocked(console.error)
        .mock.calls.map(([line]) => String(line))
        .find((line) => line.includes('Mail delivery failed'));
      expect(outage).toMatch(/TimeoutError|RequestTimeout/);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
