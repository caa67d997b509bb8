import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { sendVerificationMail } from '../lib/accounts/email-verification';
import { sendPasswordResetMail } from '../lib/accounts/passwords';
import { dependencyOutageOf } from '../lib/aws/dependency-errors';
import { sqs } from '../lib/aws/sqs';
import { logger } from '../lib/logger';
import { mailQueueUrl, parseOutboxMessage } from '../lib/mail/outbox';
import { sendMail } from '../lib/mail/send-mail';
import { countMetric, publishingMetrics } from '../lib/metrics';

/** Backoff of a failed message in AWS: 30 s, 60 s, 120 s, … capped at 15 minutes. */
function retryDelaySeconds(receiveCount: number): number {
  return Math.min(900, 30 * 2 ** Math.max(0, receiveCount - 1));
}

/** Pushes a failed message's next attempt back (SQS alone would retry after the visibility timeout). */
async function backOff(record: SQSRecord): Promise<void> {
  const queueUrl = mailQueueUrl();
  if (!queueUrl || !record.receiptHandle) return;
  const receiveCount = Number(record.attributes?.ApproximateReceiveCount ?? 1);
  await sqs()
    .send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: queueUrl,
        ReceiptHandle: record.receiptHandle,
        VisibilityTimeout: retryDelaySeconds(receiveCount),
      }),
    )
    .catch((error) => logger.warn('Mail retry backoff not set', { messageId: record.messageId, error }));
}

async function deliver(record: SQSRecord): Promise<void> {
  const message = parseOutboxMessage(record.body);
  if (message.kind === 'mail') {
    await sendMail(message.mail);
    logger.info('Mail sent', { messageId: record.messageId, subject: message.mail.subject });
    return;
  }
  if (message.kind === 'email-verification') {
    // An account deleted, verified or given another address meanwhile needs no mail (dropped here).
    const outcome = await sendVerificationMail(message.userId);
    logger.info('Verification mail handled', { messageId: record.messageId, outcome });
    return;
  }
  const outcome = await sendPasswordResetMail(message.email);
  // An unknown address is dropped here, out of the request: the caller was answered the same.
  logger.info('Password reset handled', { messageId: record.messageId, outcome });
}

/**
 * The mail worker: the mail queue's SQS event source (in AWS) or the local stack's queue
 * (infra/local/events/mail-queue.ts) hands it batches. Each message is delivered on its own; the ones
 * that fail are reported (`reportBatchItemFailures`), so only they come back, after a backoff,
 * until the queue's maxReceiveCount moves them to the dead-letter queue. Once SES (or DynamoDB)
 * is out, the rest of the batch is handed back untried: each try could take the SDK's whole time
 * budget (about 5 s), and ten of them would outlast the function's timeout.
 */
async function deliverBatch(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  let outage: string | undefined;
  for (const record of event.Records) {
    if (outage) {
      batchItemFailures.push({ itemIdentifier: record.messageId });
      await backOff(record);
      continue;
    }
    try {
      await deliver(record);
    } catch (error) {
      logger.error('Mail delivery failed; the queue retries it', {
        messageId: record.messageId,
        attempt: record.attributes?.ApproximateReceiveCount,
        error,
      });
      countMetric('MailsFailed');
      batchItemFailures.push({ itemIdentifier: record.messageId });
      await backOff(record);
      outage = dependencyOutageOf(error)?.dependency;
    }
  }
  if (outage) logger.warn('Mail batch handed back untried after an outage', { dependency: outage });
  return { batchItemFailures };
}

export const handler = (event: SQSEvent): Promise<SQSBatchResponse> => publishingMetrics(() => deliverBatch(event));
