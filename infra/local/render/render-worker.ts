/**
 * One local render worker: a child process of the local render queue (render-unit-queue.ts) that
 * runs the render function's handler, as one concurrent Lambda instance does in AWS. It takes one
 * unit at a time over IPC, hands it to the handler as the SQS event of a batch of one, and answers
 * whether the handler reported it failed, with its peak memory and how long it took. It exits when its parent does.
 *
 * It runs bundled, as `node worker.cjs <handler bundle>` (render-worker-bundle.ts): the handler is
 * the render function's bundle as CDK builds it, loaded with `require` as the Lambda runtime loads it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { UnitDelivery, WorkerReply } from './render-unit-queue';

type SqsHandler = (event: SQSEvent) => Promise<SQSBatchResponse>;

const handlerFile = process.argv[2];
if (!handlerFile) throw new Error('render-worker: the render handler bundle (argv[2]) is missing');
const { handler } = createRequire(path.resolve(handlerFile))(path.resolve(handlerFile)) as { handler: SqsHandler };

const reply = (message: WorkerReply) => process.send?.(message);

/**
 * This process's own peak RSS: on Linux its memory map's high-water mark (VmHWM). Not
 * `process.resourceUsage().maxRSS`: Linux keeps the larger of the old and new memory's peaks across
 * `execve`, so a spawned child's maxRSS starts at its parent's RSS when it was forked (a worker of
 * a 42 MB RSS reported 604 MB under a parent of 645 MB: docs/render-scale.md, "Memory per worker").
 */
function peakRssBytes(): number {
  try {
    const kilobytes = /^VmHWM:\s*(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    if (kilobytes) return Number(kilobytes) * 1024;
  } catch {
    // Not Linux: no /proc.
  }
  return process.resourceUsage().maxRSS * 1024;
}

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
        peakRssBytes: peakRssBytes(),
        ms: performance.now() - started,
      }),
    );
});
process.on('disconnect', () => process.exit(0));
reply({ type: 'ready' });
