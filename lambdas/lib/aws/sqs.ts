import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config';
import { watchDependency } from './dependency-errors';
import { sdkClientBudget } from './time-budget';

let client: SQSClient | undefined;

/**
 * One SQS client per container, made on first use (only the functions that queue mail, and the
 * mail worker, ever call it). `SQS_ENDPOINT` points it elsewhere (an emulator); timeouts and
 * retries: lib/aws/time-budget.ts. Its errors name `sqs`, so a queue outage is answered 503 with
 * `Retry-After` like any other dependency's.
 */
export function sqs(): SQSClient {
  const endpoint = process.env.SQS_ENDPOINT || undefined;
  client ??= watchDependency(new SQSClient({ region: config.region, endpoint, ...sdkClientBudget(endpoint) }), 'sqs');
  return client;
}
