import { randomUUID } from 'node:crypto';
import type { SQSRecord } from 'aws-lambda';
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
