import { Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { RENDER_UNIT_MAX_RECEIVES } from '#lambdas/lib/render/render-queue.ts';
import { deadLetterQueue, replayableDeadLetters } from './dead-letter-queue';
import type { EndpointFunction } from './endpoint-function';

/** Units of a full render rendered at once when the `renderUnitConcurrency` context is not set. */
export const DEFAULT_RENDER_UNIT_CONCURRENCY = 10;

/**
 * The partition keys of a full render's items (lambdas/lib/db/entities/render-run.ts: the run and
 * its units, keyed by the run's id, and a deploy's pointer to its run, keyed by the deploy's id):
 * the only items of the table the renderer writes.
 */
export const RENDER_RUN_KEYS = ['$portfolio#runId_*', '$portfolio#deployId_*'];

/**
 * How long a unit handed to a worker stays hidden from the others: above the render function's
 * timeout (Lambda refuses an event source whose queue hides a message for less), so a unit comes
 * back only once the worker that had it has stopped, and a failed unit comes back after this long.
 * Not AWS's advice of six times the timeout, which covers messages a throttled poller hands back:
 * the event source's maximum concurrency keeps its pollers within what the function may run.
 */
const renderUnitVisibility = (functionTimeout: Duration): Duration => functionTimeout.plus(Duration.minutes(1));

export interface RenderQueueProps {
  /** The render function: it plans runs (sends their units) and renders the units. */
  readonly worker: EndpointFunction;
  /** The one table, where a run's progress is counted. */
  readonly table: ITableV2;
  readonly functionTimeout: Duration;
  /** Units rendered at once: the event source's maximum concurrency. */
  readonly maxConcurrency: number;
}

/**
 * The render queue (docs/rendering.md, "Full renders"): `render-all` sends a run's units to it
 * (lambdas/lib/render/render-queue.ts) and its SQS event source hands them to the same function,
 * one unit per invocation, at most `maxConcurrency` at once. A unit that fails is delivered again
 * after its visibility timeout; after RENDER_UNIT_MAX_RECEIVES deliveries (the worker counts it
 * failed on the last) it waits in the dead-letter queue, 14 days, to be redriven.
 */
export class RenderQueue extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: RenderQueueProps) {
    super(scope, id);
    const { worker } = props;
    this.deadLetterQueue = deadLetterQueue(
      this,
      'DeadLetterQueue',
      'This is the dead-letter queue of the render queue: units that failed every delivery wait there for an ' +
        'operator to fix the cause and redrive them to the render queue (docs/rendering.md, "Full renders").',
    );
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // A run's units are rendered within minutes; a day covers a redrive after an outage.
      retentionPeriod: Duration.days(1),
      visibilityTimeout: renderUnitVisibility(props.functionTimeout),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: RENDER_UNIT_MAX_RECEIVES },
    });

    replayableDeadLetters('render-units', this.deadLetterQueue, { redriveTo: this.queue });
    const fn = worker.function;
    fn.addEnvironment('RENDER_QUEUE_URL', this.queue.queueUrl);
    fn.addEnvironment('RENDER_MAX_RECEIVES', String(RENDER_UNIT_MAX_RECEIVES));
    this.queue.grantSendMessages(fn);
    fn.addEventSource(
      new SqsEventSource(this.queue, {
        batchSize: 1,
        maxConcurrency: props.maxConcurrency,
        reportBatchItemFailures: true,
      }),
    );

    // A run's progress: the run, its units and a deploy's pointer to its run are the only items the
    // renderer writes, conditional writes and counters in transactions (lambdas/lib/render/render-runs.ts).
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:ConditionCheckItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
        resources: [props.table.tableArn],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': RENDER_RUN_KEYS } },
      }),
    );
  }
}
