import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { MailWorker } from '#infra/local/events/mail-queue.ts';
import { ensureTestTable } from './test-table';

// Handler modules read their settings when imported; this runs before each test file's imports.
// Each test file gets its own table in the run's one DynamoDB Local, so files running in
// parallel never see each other's counters.
const env = inject('localEnv');
const tableName = `test-${randomUUID()}`;
Object.assign(process.env, env, {
  TABLE_NAME: tableName,
  CORS_ORIGINS: 'http://localhost:5173',
  SITE_URL: 'http://localhost:5173',
});

await ensureTestTable(env.DYNAMODB_ENDPOINT, env.AWS_REGION, tableName);

// The local mail queue, as `npm start` runs it, with shorter waits. The worker is imported at each
// batch, so a test that re-imports modules with another SES endpoint (vi.resetModules) gets a
// worker that uses it. Imported here, after the environment is set: the lambdas' modules read it.
const { LocalMailQueue } = await import('#infra/local/events/mail-queue.ts');
await new LocalMailQueue({
  worker: async () => ((await import('#lambdas/mail/handler.ts')) as { handler: MailWorker }).handler,
  pollMs: 25,
  baseBackoffMs: 100,
  maxAttempts: 5,
}).start();
