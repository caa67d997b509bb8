import type { EventBridgeEvent } from 'aws-lambda';

/** The wait before attempt `attempt + 1`: `baseMs`, doubled for each later attempt. */
export const backoffMs = (baseMs: number, attempt: number) => baseMs * 2 ** (attempt - 1);

/** The object of an S3 event's detail: its key, and its size and version (in a versioned bucket) when known. */
export interface S3ObjectDetail {
  key: string;
  size?: number;
  'version-id'?: string;
}

/** The event the S3 bucket's EventBridge rule sends in AWS for a new object (the local S3 has no event bus). */
export function objectCreatedEvent(
  region: string,
  bucket: string,
  object: S3ObjectDetail,
): EventBridgeEvent<'Object Created', { bucket: { name: string }; object: S3ObjectDetail }> {
  return {
    version: '0',
    id: `local-${Date.now()}`,
    'detail-type': 'Object Created',
    source: 'aws.s3',
    account: '000000000000',
    time: new Date().toISOString(),
    region,
    resources: [],
    detail: { bucket: { name: bucket }, object },
  };
}

export interface DeliveryPolicy {
  /** Attempts before the event goes to the dead-letter list. */
  maxAttempts: number;
  /** Wait before the second attempt, doubled for each later one. */
  baseBackoffMs: number;
}

/**
 * Hands an event to its worker as an asynchronous invocation or an event source mapping does in
 * AWS: `attempt` runs until it answers true, with a doubling backoff between tries, at most
 * `maxAttempts` times. Answers the last error when every attempt failed (the caller dead-letters
 * it), `undefined` once delivered or when `stopped()` turns true between tries.
 */
export async function deliverWithRetries(
  policy: DeliveryPolicy,
  attempt: () => Promise<boolean>,
  stopped: () => boolean,
): Promise<string | undefined> {
  let lastError = 'the worker reported the event failed';
  for (let tried = 1; tried <= policy.maxAttempts; tried++) {
    try {
      if (await attempt()) return undefined;
    } catch (error) {
      lastError = String(error);
    }
    if (stopped()) return undefined;
    if (tried < policy.maxAttempts) {
      await new Promise((resolve) => setTimeout(resolve, backoffMs(policy.baseBackoffMs, tried)));
    }
  }
  return lastError;
}
