import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import {
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  ListMessageMoveTasksCommand,
  ReceiveMessageCommand,
  type SQSClient,
  StartMessageMoveTaskCommand,
} from '@aws-sdk/client-sqs';
import { DEAD_LETTER_QUEUES, type DeadLetterQueueName, deadLetterOutputId } from '../../constructs/dead-letter-queue';

/**
 * `npm run dlq:replay -- <name> [--dry-run]`: sends a dead-letter queue's messages back where they
 * failed. A queue fed by another queue (mail, render units) is redriven to it with SQS's own message
 * move task; a queue of failed asynchronous invocations or undeliverable events (render, publisher,
 * resize, content index) has each message's event invoked again on its function, asynchronously, and
 * the message deleted once Lambda took it. What cannot be replayed (a failed stream batch names
 * sequence numbers, not items) is left in the queue with what to do instead.
 */
export interface DeadLetterTarget {
  name: DeadLetterQueueName;
  queueUrl: string;
  queueArn: string;
  replay: { redriveTo: string } | { invoke: string };
}

/** The queue and its target, from the stacks' outputs in a `cdk deploy --outputs-file` file. */
export function deadLetterTargetOf(name: string, outputs: Record<string, Record<string, string>>): DeadLetterTarget {
  if (!(name in DEAD_LETTER_QUEUES)) {
    throw new Error(`No dead-letter queue "${name}": one of ${Object.keys(DEAD_LETTER_QUEUES).join(', ')}`);
  }
  const known = name as DeadLetterQueueName;
  const id = deadLetterOutputId(known);
  const value = Object.values(outputs).find((stack) => stack[id])?.[id];
  if (!value) throw new Error(`The outputs have no ${id}: deploy with npm run deploy (it writes cdk-outputs.json)`);
  const [queueUrl = '', queueArn = '', kind, target = ''] = value.split(' ');
  if (kind !== 'redrive' && kind !== 'invoke') throw new Error(`${id} is not a dead-letter output: ${value}`);
  return { name: known, queueUrl, queueArn, replay: kind === 'redrive' ? { redriveTo: target } : { invoke: target } };
}

/** What a message asks to be invoked again with, or why it cannot be. */
export function replayPayloadOf(body: string): { payload: unknown } | { cannot: string } {
  let message: Record<string, unknown>;
  try {
    message = JSON.parse(body);
  } catch {
    return { cannot: 'its body is not JSON' };
  }
  if (message && typeof message === 'object' && 'DDBStreamBatchInfo' in message) {
    return {
      cannot:
        'a stream batch that failed names sequence numbers, not items: render every page (npm run render:watch -- --start), then delete it',
    };
  }
  // Lambda's on-failure destination keeps the request beside the error; EventBridge's and
  // Scheduler's dead-letter queues keep the event itself.
  if (message && typeof message === 'object' && 'requestPayload' in message) return { payload: message.requestPayload };
  return { payload: message };
}

export interface ReplayReport {
  replayed: number;
  kept: number;
  lines: string[];
}

export interface ReplayOptions {
  sqs: SQSClient;
  lambda: LambdaClient;
  dryRun?: boolean;
  /** How long a redrive may run before this stops following it (it goes on in SQS). */
  followMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const summary = (value: unknown) => JSON.stringify(value).slice(0, 160);

async function redrive(target: DeadLetterTarget, destination: string, options: ReplayOptions): Promise<ReplayReport> {
  const { Attributes } = await options.sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: target.queueUrl, AttributeNames: ['ApproximateNumberOfMessages'] }),
  );
  const waiting = Number(Attributes?.ApproximateNumberOfMessages ?? 0);
  if (options.dryRun || waiting === 0) {
    const verb = options.dryRun ? 'Would move' : 'Nothing to move:';
    return {
      replayed: 0,
      kept: waiting,
      lines: [`${verb} ${waiting} messages from ${target.queueArn} to ${destination}`],
    };
  }
  await options.sqs.send(new StartMessageMoveTaskCommand({ SourceArn: target.queueArn, DestinationArn: destination }));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const deadline = Date.now() + (options.followMs ?? 5 * 60_000);
  for (;;) {
    const { Results } = await options.sqs.send(
      new ListMessageMoveTasksCommand({ SourceArn: target.queueArn, MaxResults: 1 }),
    );
    const task = Results?.[0];
    const moved = task?.ApproximateNumberOfMessagesMoved ?? 0;
    if (task?.Status === 'COMPLETED') {
      return { replayed: moved, kept: 0, lines: [`Moved ${moved} messages back to ${destination}`] };
    }
    if (task?.Status === 'FAILED' || task?.Status === 'CANCELLED') {
      return {
        replayed: moved,
        kept: waiting - moved,
        lines: [
          `The move ${task.Status.toLowerCase()} after ${moved} messages: ${task.FailureReason ?? 'no reason given'}`,
        ],
      };
    }
    if (Date.now() > deadline) {
      return {
        replayed: moved,
        kept: waiting - moved,
        lines: [`Still moving (${moved} of ${waiting} so far); SQS goes on`],
      };
    }
    await sleep(2_000);
  }
}

async function invokeAgain(target: DeadLetterTarget, fn: string, options: ReplayOptions): Promise<ReplayReport> {
  const report: ReplayReport = { replayed: 0, kept: 0, lines: [] };
  const seen = new Set<string>();
  for (;;) {
    const { Messages = [] } = await options.sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: target.queueUrl,
        MaxNumberOfMessages: 10,
        // Long enough to invoke them; a message kept (a dry run, a failure) is visible again after it.
        VisibilityTimeout: 60,
        WaitTimeSeconds: 1,
      }),
    );
    const fresh = Messages.filter((message) => message.MessageId && !seen.has(message.MessageId));
    if (fresh.length === 0) return report;
    for (const message of fresh) {
      seen.add(message.MessageId as string);
      const replay = replayPayloadOf(message.Body ?? '');
      if ('cannot' in replay) {
        report.kept += 1;
        report.lines.push(`Kept ${message.MessageId}: ${replay.cannot}`);
        continue;
      }
      if (options.dryRun) {
        report.kept += 1;
        report.lines.push(`Would invoke ${fn} with ${summary(replay.payload)}`);
        continue;
      }
      const answer = await options.lambda
        .send(
          new InvokeCommand({
            FunctionName: fn,
            InvocationType: 'Event',
            Payload: new TextEncoder().encode(JSON.stringify(replay.payload)),
          }),
        )
        .catch((error: unknown) => ({ StatusCode: 0, error }));
      if (answer.StatusCode !== 202) {
        report.kept += 1;
        const reason = 'error' in answer ? String(answer.error) : `status ${answer.StatusCode}`;
        report.lines.push(`Kept ${message.MessageId}: the invocation was refused (${reason})`);
        continue;
      }
      await options.sqs.send(
        new DeleteMessageCommand({ QueueUrl: target.queueUrl, ReceiptHandle: message.ReceiptHandle }),
      );
      report.replayed += 1;
      report.lines.push(`Invoked ${fn} again with ${summary(replay.payload)}`);
    }
  }
}

/** Replays a dead-letter queue as its target says; answers what it did, line by line. */
export function replayDeadLetters(target: DeadLetterTarget, options: ReplayOptions): Promise<ReplayReport> {
  return 'redriveTo' in target.replay
    ? redrive(target, target.replay.redriveTo, options)
    : invokeAgain(target, target.replay.invoke, options);
}
