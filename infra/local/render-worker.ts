/**
 * One local render worker: a child process of the local render queue (render-unit-queue.ts) that
 * runs the render function's handler, as one concurrent Lambda instance does in AWS. It takes one
 * unit at a time over IPC, hands it to the handler as the SQS event of a batch of one, and answers
 * whether the handler reported it failed, with its peak memory and how long it took. It exits when its parent does.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { UnitDelivery, WorkerReply } from './render-unit-queue';

type SqsHandler = (event: SQSEvent) => Promise<SQSBatchResponse>;

const { handler } = (await import('#lambdas/render/handler.ts')) as unknown as { handler: SqsHandler };

const reply = (message: WorkerReply) => process.send?.(message);

process.on('message', (delivery: UnitDelivery) => {
  const event: SQSEvent = {
    Records: [
      {
        messageId: delivery.messageId,
        receiptHandle: delivery.receipt,
        body: delivery.body,
        attributes: {
          ApproximateReceiveCount: String(delivery.receiveCount),
          SentTimestamp: String(delivery.sentAt),
          SenderId: 'local',
          ApproximateFirstReceiveTimestamp: String(delivery.firstReceivedAt),
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:local:000000000000:render-queue-local',
        awsRegion: process.env.AWS_REGION ?? 'local',
      },
    ],
  };
  const started = performance.now();
  void handler(event)
    .then(
      (answer) => ({
        failed: (answer?.batchItemFailures ?? []).some((failure) => failure.itemIdentifier === delivery.messageId),
        error: undefined,
      }),
      // A handler that throws fails its whole batch, as with the SQS event source.
      (error: unknown) => ({ failed: true, error: String(error) }),
    )
    .then(({ failed, error }) =>
      reply({
        type: 'done',
        receipt: delivery.receipt,
        failed,
        error,
        peakRssBytes: process.resourceUsage().maxRSS * 1024,
        ms: performance.now() - started,
      }),
    );
});
process.on('disconnect', () => process.exit(0));
reply({ type: 'ready' });
