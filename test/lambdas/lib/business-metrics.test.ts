import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as analyticsHandler } from '#lambdas/analytics/handler.ts';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import { handler as mailHandler } from '#lambdas/mail/handler.ts';
import { MAX_FAILED_LOGINS } from '#shared/accounts.ts';
import { type BUSINESS_METRICS, METRICS_NAMESPACE, METRICS_SERVICE } from '#shared/business-metrics.ts';
import { createTestAccount, PASSWORD, signedInAs, signIn } from '../../support/accounts';
import { invoke } from '../../support/invoke';

/**
 * The business metrics are written by the real handlers as CloudWatch embedded-metric-format log
 * lines (lambdas/lib/metrics.ts), one per invocation that counted something: the lines are read
 * here from standard output, as CloudWatch Logs reads them.
 */
afterEach(() => vi.restoreAllMocks());

interface EmfLine {
  _aws: {
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[];
  };
  service: string;
  [metric: string]: unknown;
}

/** Runs `work` and answers the embedded-metric lines it wrote. */
async function emfLinesOf(work: () => Promise<unknown>): Promise<EmfLine[]> {
  const written: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    written.push(String(chunk));
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await work();
  vi.mocked(process.stdout.write).mockRestore();
  return written
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.includes('"_aws"'))
    .map((line) => JSON.parse(line) as EmfLine);
}

/** The count of `name` over the lines, checked to be declared as a Count in the site's namespace. */
function total(lines: EmfLine[], name: keyof typeof BUSINESS_METRICS): number {
  let sum = 0;
  for (const line of lines) {
    const [directive] = line._aws.CloudWatchMetrics;
    expect(directive?.Namespace).toBe(METRICS_NAMESPACE);
    expect(directive?.Dimensions).toEqual([['service']]);
    expect(line.service).toBe(METRICS_SERVICE);
    if (line[name] === undefined) continue;
    expect(directive?.Metrics).toContainEqual({ Name: name, Unit: 'Count' });
    sum += line[name] as number;
  }
  return sum;
}

describe('business metrics', () => {
  it('counts sign-ins, failed sign-ins and a lockout, one line per request that counted', async () => {
    const account = await createTestAccount();
    const lines = await emfLinesOf(async () => {
      expect((await signIn(account.email)).statusCode).toBe(200);
      expect((await signIn('nobody-metrics@example.test')).statusCode).toBe(401);
      for (let attempt = 0; attempt < MAX_FAILED_LOGINS; attempt++) {
        expect((await signIn(account.email, 'wrong password here')).statusCode).toBe(401);
      }
      expect((await signIn(account.email, PASSWORD)).statusCode).toBe(403);
    });
    expect(total(lines, 'SignIns')).toBe(1);
    expect(total(lines, 'FailedSignIns')).toBe(1 + MAX_FAILED_LOGINS);
    expect(total(lines, 'Lockouts')).toBe(1);
    // The locked sign-in (403) counted nothing, so it wrote no line.
    expect(lines).toHaveLength(2 + MAX_FAILED_LOGINS);
  });

  it('counts mails sent and deliveries that failed', async () => {
    const message = (id: string, body: unknown) => ({
      messageId: id,
      receiptHandle: '',
      body: JSON.stringify(body),
      attributes: { ApproximateReceiveCount: '1' },
    });
    const lines = await emfLinesOf(async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const answer = await mailHandler({
        Records: [
          message('sent', { kind: 'mail', mail: { to: 'reader@example.test', subject: 'Metrics', text: 'Counted.' } }),
          message('unreadable', { kind: 'something else' }),
        ],
      } as never);
      expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'unreadable' }]);
    });
    expect(total(lines, 'MailsSent')).toBe(1);
    expect(total(lines, 'MailsFailed')).toBe(1);
    expect(lines).toHaveLength(1);
  });

  it('counts a post published once, whether created published or a draft published later, and page views', async () => {
    const editor = await signedInAs('Editor');
    const tag = (await invoke(blogHandler, 'POST', '/api/tags', { headers: editor.headers, body: { name: 'Metrics' } }))
      .json;
    const post = (status: string, title: string) => ({ title, body: 'Text.', status, tagIds: [tag.id] });
    const lines = await emfLinesOf(async () => {
      const published = await invoke(blogHandler, 'POST', '/api/posts', {
        headers: editor.headers,
        body: post('published', 'Metrics published'),
      });
      const draft = await invoke(blogHandler, 'POST', '/api/posts', {
        headers: editor.headers,
        body: post('draft', 'Metrics draft'),
      });
      expect([published.statusCode, draft.statusCode]).toEqual([201, 201]);
      for (const title of ['Metrics draft', 'Metrics draft, retitled']) {
        const saved = await invoke(blogHandler, 'PUT', `/api/posts/${draft.json.id}`, {
          headers: editor.headers,
          body: post('published', title),
        });
        expect(saved.statusCode).toBe(200);
      }
      const view = await invoke(analyticsHandler, 'POST', '/api/analytics/pageview', { body: { path: '/metrics' } });
      expect(view.statusCode).toBe(200);
    });
    // The published post, and the draft when it was published; saving it again published is no publication.
    expect(total(lines, 'PostsPublished')).toBe(2);
    expect(total(lines, 'PageViews')).toBe(1);
  });
});
