import { randomUUID } from 'node:crypto';
import type { SQSRecord } from 'aws-lambda';
import { openLocalQueue } from '#infra/local/events/sqs-endpoint.ts';
import { parseRenderUnit } from '#lambdas/lib/render/render-queue.ts';
import type { RenderUnitMessage } from '#shared/render/render-units.ts';

/** A unit of a full render as SQS delivers it to the render function, on its `receives`-th delivery. */
export function sqsRecord(unit: RenderUnitMessage, receives = 1): SQSRecord {
  return {
    messageId: randomUUID(),
    receiptHandle: randomUUID(),
    body: JSON.stringify(unit),
    attributes: {
      ApproximateReceiveCount: String(receives),
      SentTimestamp: String(Date.now()),
      SenderId: 'test',
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:eu-west-1:000000000000:render-queue',
    awsRegion: 'eu-west-1',
  };
}

/**
 * The render queue as the render function sends to it, through the SQS client: a queue of the
 * local SQS endpoint, named by `RENDER_QUEUE_URL` until `close()`; each unit sent is handed to
 * `receive`, in the order sent.
 */
export async function openRenderQueue(receive: (unit: RenderUnitMessage) => void): Promise<{ close(): void }> {
  const queue = await openLocalQueue('render-queue-test', {
    send: (body) => {
      receive(parseRenderUnit(body));
      return undefined;
    },
  });
  process.env.RENDER_QUEUE_URL = queue.url;
  return {
    close: () => {
      queue.close();
      delete process.env.RENDER_QUEUE_URL;
    },
  };
}
