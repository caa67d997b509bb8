import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateTableCommand, DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localS3Client } from '#infra/local/s3/s3-local.ts';
import type { SupervisedService } from '#infra/local/services/supervisor.ts';
import { type BackingServices, LOCAL_CONTENT_BUCKET, startBackingServices } from '#infra/local/stack.ts';

/** How long a restart may take: DynamoDB Local needs 2-4 s to start on a quiet machine. */
const RESTART_WITHIN_MS = 30_000;

let dataDir: string;
let services: BackingServices;
let supervision: NonNullable<BackingServices['supervision']>;
const logged: string[] = [];
const gaveUp: Error[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'portfolio-supervision-'));
  services = await startBackingServices({
    ports: { dynamodb: 0, s3: 0, ses: 0, api: 0, web: 0 },
    dataDir,
    supervise: { onGiveUp: (error) => gaveUp.push(error), log: (line) => logged.push(line), retryDelayMs: 200 },
  });
  if (!services.supervision) throw new Error('supervise was set, but no supervision came back');
  supervision = services.supervision;
}, 120_000);

afterAll(async () => {
  await services?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitFor(condition: () => boolean, what: string, timeoutMs = RESTART_WITHIN_MS): Promise<number> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}

/** Kills the service's process the way a crash or `kill -9` would, and waits for its restart. */
async function killAndAwaitRestart(service: SupervisedService): Promise<void> {
  const before = service.current;
  const restarts = service.restarts;
  expect(before.pid).toBeTypeOf('number');
  process.kill(before.pid as number, 'SIGKILL');
  await waitFor(() => service.restarts === restarts + 1, `${service.name} restart`);
  expect(service.current).not.toBe(before);
  expect(service.current.pid).not.toBe(before.pid);
  expect(logged.join('\n')).toContain(`${service.name} on port`);
  expect(logged.join('\n')).toMatch(/ended unexpectedly \(SIGKILL\)/);
}

describe('supervised backing services (npm start)', () => {
  it('restarts a killed DynamoDB Local on the same port with its tables and items', async () => {
    const client = new DynamoDBClient({
      endpoint: services.env.DYNAMODB_ENDPOINT,
      region: services.env.AWS_REGION,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      await client.send(
        new CreateTableCommand({
          TableName: 'supervision',
          AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
          KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
          BillingMode: 'PAY_PER_REQUEST',
        }),
      );
      await client.send(new PutItemCommand({ TableName: 'supervision', Item: { id: { S: 'kept' } } }));
      await killAndAwaitRestart(supervision.dynamodb);
      const { Item } = await client.send(new GetItemCommand({ TableName: 'supervision', Key: { id: { S: 'kept' } } }));
      expect(Item).toEqual({ id: { S: 'kept' } });
    } finally {
      client.destroy();
    }
  }, 60_000);

  it('restarts a killed local S3 on the same port with its objects', async () => {
    const s3 = localS3Client(services.env.S3_ENDPOINT as string);
    try {
      await s3.send(new PutObjectCommand({ Bucket: LOCAL_CONTENT_BUCKET, Key: 'supervision/kept.txt', Body: 'kept' }));
      await killAndAwaitRestart(supervision.s3);
      const object = await s3.send(new GetObjectCommand({ Bucket: LOCAL_CONTENT_BUCKET, Key: 'supervision/kept.txt' }));
      expect(await object.Body?.transformToString()).toBe('kept');
    } finally {
      s3.destroy();
    }
  }, 60_000);

  it('restarts the SES inbox when its server closes, with the mails it held', async () => {
    const ses = new SESClient({
      endpoint: services.env.SES_ENDPOINT,
      region: services.env.AWS_REGION,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      await ses.send(
        new SendEmailCommand({
          Source: 'no-reply@example.com',
          Destination: { ToAddresses: ['supervision@example.com'] },
          Message: { Subject: { Data: 'kept' }, Body: { Text: { Data: 'kept' } } },
        }),
      );
    } finally {
      ses.destroy();
    }
    const before = supervision.ses.current;
    before.server.closeAllConnections();
    before.server.close();
    await waitFor(() => supervision.ses.restarts === 1, 'SES inbox restart');
    expect(supervision.ses.current).not.toBe(before);
    const store = (await (await fetch(`${services.env.SES_ENDPOINT}/store`)).json()) as {
      emails: Array<{ subject: string }>;
    };
    expect(store.emails.map((mail) => mail.subject)).toContain('kept');
  }, 30_000);

  it('says so and gives up when a restart keeps failing', async () => {
    // s3rver cannot start where its data directory should be: a file stands there.
    const s3Directory = path.join(dataDir, 's3');
    rmSync(s3Directory, { recursive: true, force: true });
    writeFileSync(s3Directory, 'not a directory');
    const before = supervision.s3.current;
    const restarts = supervision.s3.restarts;
    process.kill(before.pid as number, 'SIGKILL');
    await waitFor(() => gaveUp.length === 1, 'giving up', 20_000);
    expect(gaveUp[0]?.message).toMatch(/^local S3 \(s3rver\) on port \d+ could not be restarted after 3 tries: /);
    for (const attempt of [1, 2, 3]) expect(logged.join('\n')).toContain(`Try ${attempt} of 3 to restart local S3`);
    expect(supervision.s3.restarts).toBe(restarts);
    expect(supervision.s3.current).toBe(before);
    // The others are still supervised and answering.
    expect((await fetch(`${services.env.SES_ENDPOINT}/store`)).status).toBe(200);
  }, 30_000);
});
