import { Duration, Validations } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
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
  });
  Validations.of(queue).acknowledge({ id: 'AwsSolutions-SQS3', reason: whatHappensToMessages });
  return queue;
}
