import { SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, expect, it } from 'vitest';
import { openLocalQueue } from '#infra/local/events/sqs-endpoint.ts';

const first = await openLocalQueue('endpoint-test', { send: () => undefined });
const client = new SQSClient({
  region: 'eu-west-1',
  endpoint: process.env.SQS_ENDPOINT,
  credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
});
afterAll(() => {
  first.close();
  client.destroy();
});

it('hands what the SQS client sends, one message or a batch, to the queue its URL names, in order', async () => {
  const received: string[] = [];
  const queue = await openLocalQueue('endpoint-test-orders', {
    send: (body) => {
      received.push(body);
      return `id-${received.length}`;
    },
  });
  try {
    const one = await client.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: 'first' }));
    expect(one.MessageId).toBe('id-1');
    const batch = await client.send(
      new SendMessageBatchCommand({
        QueueUrl: queue.url,
        Entries: [
          { Id: 'a', MessageBody: 'second' },
          { Id: 'b', MessageBody: 'third, with ünïcode' },
        ],
      }),
    );
    expect(batch.Successful?.map((entry) => [entry.Id, entry.MessageId])).toEqual([
      ['a', 'id-2'],
      ['b', 'id-3'],
    ]);
    expect(received).toEqual(['first', 'second', 'third, with ünïcode']);
  } finally {
    queue.close();
  }
});

it('gives a queue opened over a running one the messages until it closes, then the first again', async () => {
  const outer: string[] = [];
  const inner: string[] = [];
  const running = await openLocalQueue('endpoint-test-stack', { send: (body) => void outer.push(body) });
  const over = await openLocalQueue('endpoint-test-stack', { send: (body) => void inner.push(body) });
  expect(over.url).toBe(running.url);
  await client.send(new SendMessageCommand({ QueueUrl: running.url, MessageBody: 'to the inner one' }));
  over.close();
  await client.send(new SendMessageCommand({ QueueUrl: running.url, MessageBody: 'to the outer one' }));
  running.close();
  expect(inner).toEqual(['to the inner one']);
  expect(outer).toEqual(['to the outer one']);
});

it('answers QueueDoesNotExist for a queue no one opened, and fails a batch entry its receiver threw on', async () => {
  const missing = first.url.replace('endpoint-test', 'no-such-queue');
  await expect(client.send(new SendMessageCommand({ QueueUrl: missing, MessageBody: 'lost' }))).rejects.toMatchObject({
    name: 'QueueDoesNotExist',
  });
  const queue = await openLocalQueue('endpoint-test-failing', {
    send: (body) => {
      if (body === 'bad') throw new Error('refused');
      return undefined;
    },
  });
  try {
    const batch = await client.send(
      new SendMessageBatchCommand({
        QueueUrl: queue.url,
        Entries: [
          { Id: 'good', MessageBody: 'good' },
          { Id: 'bad', MessageBody: 'bad' },
        ],
      }),
    );
    expect(batch.Successful?.map((entry) => entry.Id)).toEqual(['good']);
    expect(batch.Failed?.map((entry) => entry.Id)).toEqual(['bad']);
  } finally {
    queue.close();
  }
});
