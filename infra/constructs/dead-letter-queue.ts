import { CfnOutput, Duration, Fn, Stack, Validations } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { type IQueue, Queue, QueueEncryption, RedrivePermission } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/**
 * A dead-letter queue as every asynchronous path of the site has one: encrypted, TLS only, its
 * messages kept 14 days for an operator. It is a queue of `scope` under `id` (a function, not a
 * construct of its own, so the queues' logical ids stay what they were). cdk-nag's AwsSolutions-SQS3
 * (a queue without a dead-letter queue of its own) is acknowledged with `whatHappensToMessages`.
 */
export function deadLetterQueue(scope: Construct, id: string, whatHappensToMessages: string): Queue {
  const queue = new Queue(scope, id, {
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    retentionPeriod: Duration.days(14),
    // Declared a dead-letter queue (SQS's default permission, made explicit): policy checks such as
    // AWS Control Tower's then expect no dead-letter queue of its own.
    redriveAllowPolicy: { redrivePermission: RedrivePermission.ALLOW_ALL },
  });
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason: whatHappensToMessages });
  return queue;
}

/**
 * The dead-letter queues `npm run dlq:replay -- <name>` knows (infra/tools/dlq-replay/aws.ts),
 * and what each holds.
 */
export const DEAD_LETTER_QUEUES = {
  mail: 'mail the mail worker could not send (moved back to the mail outbox)',
  'render-units': 'units of a full render that failed every delivery (moved back to the render queue)',
  render:
    'content events and render-all runs the page renderer failed, and the stream batches it could not render (content events and runs invoked again; for a stream batch, render every page)',
  publisher: 'runs of the scheduled-post publisher that failed (invoked again: it publishes what is still due)',
  resize: 'uploaded images the resize worker failed, and image events EventBridge could not deliver (invoked again)',
  'content-index':
    'markdown changes the content function failed to index, and events EventBridge could not deliver (invoked again)',
} as const;

export type DeadLetterQueueName = keyof typeof DEAD_LETTER_QUEUES;

/** How a dead-letter queue's messages go back: to the queue they came from, or to the function that failed them. */
export type DeadLetterReplay = { redriveTo: IQueue } | { invoke: IFunction };

/** The stack output that tells `npm run dlq:replay` where a queue is and where its messages go back. */
export const deadLetterOutputId = (name: DeadLetterQueueName) =>
  `DeadLetters${name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase())}`;

/**
 * Names `queue` for `npm run dlq:replay -- <name>`: an output of its stack whose value is the queue's
 * URL, its ARN, `redrive` or `invoke`, and the source queue's ARN or the function's name.
 */
export function replayableDeadLetters(name: DeadLetterQueueName, queue: IQueue, replay: DeadLetterReplay): void {
  const target =
    'redriveTo' in replay ? ['redrive', replay.redriveTo.queueArn] : ['invoke', replay.invoke.functionName];
  new CfnOutput(Stack.of(queue), deadLetterOutputId(name), {
    description: `Dead letters: ${DEAD_LETTER_QUEUES[name]}. Replay: npm run dlq:replay -- ${name} [--dry-run]`,
    value: Fn.join(' ', [queue.queueUrl, queue.queueArn, ...target]),
  });
}

export interface AsyncFailureQueueProps {
  /** The queue's construct id in `scope`. */
  readonly id: string;
  /** What becomes of its messages, for cdk-nag (see deadLetterQueue). */
  readonly whatHappensToMessages: string;
  /** How many times Lambda runs an asynchronous invocation again before it goes to the queue. */
  readonly retryAttempts: number;
  readonly maxEventAge?: Duration;
}

/**
 * The dead-letter queue of `fn`'s asynchronous invocations: a run that failed every retry goes
 * there (Lambda's on-failure destination), and `npm run dlq:replay -- <name>` invokes `fn` again
 * with it. Returned for the other leg, an EventBridge target's or a schedule's undelivered events.
 */
export function asyncFailureQueue(
  scope: Construct,
  name: DeadLetterQueueName,
  fn: IFunction,
  { id, whatHappensToMessages, ...invocation }: AsyncFailureQueueProps,
): Queue {
  const queue = deadLetterQueue(scope, id, whatHappensToMessages);
  replayableDeadLetters(name, queue, { invoke: fn });
  fn.configureAsyncInvoke({ ...invocation, onFailure: new SqsDestination(queue) });
  return queue;
}
