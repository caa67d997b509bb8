import { randomUUID } from 'node:crypto';
import { DynamoDBClient, PutItemCommand, ScanCommand } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { LocalRenderEvents } from '#infra/local/render/render-events.ts';
import { localS3Client } from '#infra/local/s3/s3-local.ts';

/**
 * The local stand-in for the render function's event sources: DynamoDB Local's stream of this
 * file's table (setup-env.ts makes it with a stream, as the stateful stack does) and the content
 * indexes, delivered to a worker with retries and a dead-letter list.
 */
const env = inject('localEnv');
const dynamodb = new DynamoDBClient({ endpoint: env.DYNAMODB_ENDPOINT, region: env.AWS_REGION });
const s3 = localS3Client(env.S3_ENDPOINT ?? '');
/** A content bucket of this file's own: the run's one is read by other files. */
const contentBucket = `events-${randomUUID()}`;
let running: LocalRenderEvents | undefined;

afterEach(async () => {
  await running?.stop();
  running = undefined;
});

async function putItem(id: string, run = 'none') {
  await dynamodb.send(
    new PutItemCommand({
      TableName: process.env.TABLE_NAME,
      Item: { pk: { S: `test#${id}` }, sk: { S: 'item' }, __edb_e__: { S: 'post' }, title: { S: id }, run: { S: run } },
    }),
  );
}

/** The ids of the items one test wrote: what a full render of that test lists. */
async function listItems(run: string): Promise<string[]> {
  const { Items } = await dynamodb.send(
    new ScanCommand({
      TableName: process.env.TABLE_NAME,
      FilterExpression: '#run = :run',
      ExpressionAttributeNames: { '#run': 'run' },
      ExpressionAttributeValues: { ':run': { S: run } },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []).map((item) => item.title?.S ?? '');
}

function start(worker: (event: unknown) => Promise<unknown>) {
  return new LocalRenderEvents({
    worker: () => worker as never,
    dynamodbEndpoint: env.DYNAMODB_ENDPOINT ?? '',
    tableName: process.env.TABLE_NAME ?? '',
    region: env.AWS_REGION ?? 'eu-west-1',
    s3,
    contentBucket,
    pollMs: 100,
    baseBackoffMs: 50,
    maxAttempts: 3,
    log: (line) => logged.push(line),
  }).start();
}

/** What the event sources logged (a failed poll, a retry), shown when a wait times out. */
const logged: string[] = [];

const until = async (check: () => boolean) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > 15_000)
      throw new Error(`timed out; the event sources logged: ${JSON.stringify(logged)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('the local render event sources', { timeout: 30_000 }, () => {
  it("delivers a write from the table's stream as a DynamoDB stream event, with both images", async () => {
    const events: DynamoDBStreamEvent[] = [];
    running = await start(async (event) => {
      events.push(event as DynamoDBStreamEvent);
      return { batchItemFailures: [] };
    });
    const id = randomUUID();
    await putItem(id);
    await until(() => events.some((event) => JSON.stringify(event).includes(id)));
    const record = events.flatMap((event) => event.Records).find((each) => JSON.stringify(each).includes(id));
    expect(record?.eventName).toBe('INSERT');
    expect(record?.dynamodb?.NewImage?.title).toEqual({ S: id });
    expect(running.deadLetters).toEqual([]);
  });

  it('retries a batch the worker reports failed, then puts it on the dead-letter list', async () => {
    let calls = 0;
    running = await start(async () => {
      calls += 1;
      return { batchItemFailures: [{ itemIdentifier: 'x' }] };
    });
    await putItem(randomUUID());
    await until(() => (running?.deadLetters.length ?? 0) > 0);
    expect(calls).toBe(3);
    expect(running.deadLetters[0]).toMatchObject({ source: 'stream', attempts: 3 });
  });

  it("delivers a change of a collection's index as the S3 object event EventBridge sends", async () => {
    const keys: string[] = [];
    await s3.send(new CreateBucketCommand({ Bucket: contentBucket }));
    running = await start(async (event) => {
      const detail = (event as { detail?: { object?: { key?: string } } }).detail;
      if (detail?.object?.key) keys.push(detail.object.key);
      return {};
    });
    await s3.send(
      new PutObjectCommand({
        Bucket: contentBucket,
        Key: 'content/_index/legal-docs.json',
        Body: JSON.stringify({ changed: randomUUID() }),
      }),
    );
    await until(() => keys.includes('content/_index/legal-docs.json'));
  });

  it('a change made while the full render runs is rendered after it, from the newer data, never skipped', async () => {
    // The preview's start (infra/local/preview/preview-stack.ts): follow the events, then render everything.
    const run = randomUUID();
    /** The site: an item's page and what it was rendered from. */
    const pages = new Map<string, string>();
    const calls: string[] = [];
    let listRead = false;
    const releases: Array<() => void> = [];
    const held = new Promise<void>((resolve) => releases.push(resolve));
    const release = () => {
      for (const resolve of releases) resolve();
    };
    running = await start(async (event) => {
      if ((event as { action?: string }).action === 'render-all') {
        calls.push('render-all started');
        const listed = await listItems(run);
        listRead = true;
        await held;
        for (const id of listed) pages.set(id, 'the full render');
        calls.push('render-all ended');
        return { rendered: listed };
      }
      for (const record of (event as DynamoDBStreamEvent).Records) {
        const id = record.dynamodb?.NewImage?.title?.S;
        if (id && record.dynamodb?.NewImage?.run?.S === run) {
          calls.push(`stream ${id}`);
          pages.set(id, 'its own event');
        }
      }
      return { batchItemFailures: [] };
    });
    const fullRender = running.renderAll();
    await until(() => listRead);
    // Published after the full render read the list, while it is still rendering.
    const published = randomUUID();
    await putItem(published, run);
    // The stream is read meanwhile; its render waits for the full render's end.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(calls).toEqual(['render-all started']);
    release();
    // Its list was read before the post was published: it has no page for it.
    expect(await fullRender).toEqual({ rendered: [] });
    await until(() => pages.has(published));
    expect(calls).toEqual(['render-all started', 'render-all ended', `stream ${published}`]);
    expect(pages.get(published)).toBe('its own event');
    expect(running.deadLetters).toEqual([]);
  });
});
