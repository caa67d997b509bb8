import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { FUNCTION_TIMEOUT_SECONDS } from '#shared/constants.ts';
import { deadLetterQueue } from './dead-letter-queue';

/** Attempts of one message (the first and its retries) before it moves to the dead-letter queue. */
export const MAIL_MAX_RECEIVE_COUNT = 5;

/**
 * The mail outbox: what the request handlers queue (lambdas/lib/mail/outbox.ts) and the mail worker
 * (lambdas/mail/handler.ts) sends. A failed message comes back after its visibility timeout (the
 * worker stretches it: 30 s, 60 s, 120 s, …) and after MAIL_MAX_RECEIVE_COUNT attempts waits in the
 * dead-letter queue for 14 days, for an operator to look at and redrive (docs/deploying.md, "The mail outbox and its dead-letter queue").
 */
export class MailOutbox extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.deadLetterQueue = deadLetterQueue(
      this,
      'DeadLetterQueue',
      'This is the dead-letter queue of the mail outbox: nothing moves its messages on, an operator redrives them.',
    );
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(4),
      // AWS's advice for a Lambda event source: at least six times the function's timeout.
      visibilityTimeout: Duration.seconds(6 * FUNCTION_TIMEOUT_SECONDS),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: MAIL_MAX_RECEIVE_COUNT },
    });
  }
}
