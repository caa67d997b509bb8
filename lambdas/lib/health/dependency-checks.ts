import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import type { DependencyCheck } from '#shared/health.ts';
import { s3 } from '../aws/s3';
import { config } from '../config';
import { dynamodb } from '../db/client';
import { TABLE_SCHEMA } from '../db/table-schema';
import { logger } from '../logger';

const CHECK_TIMEOUT_MS = 3_000;

async function timed(name: string, check: (signal: AbortSignal) => Promise<unknown>): Promise<DependencyCheck> {
  const started = performance.now();
  try {
    await check(AbortSignal.timeout(CHECK_TIMEOUT_MS));
    return { name, status: 'healthy', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    logger.warn('Health check failed', { dependency: name, error });
    // Only the error's class name goes out: host names, ports and AWS messages stay in the log.
    const reason = error instanceof Error ? error.name : 'UnknownError';
    return { name, status: 'unhealthy', latencyMs: Math.round(performance.now() - started), error: reason };
  }
}

/** Check every dependency at once: the table (one GetItem of a key that never exists) and the content bucket (HeadBucket). */
export function checkDependencies(): Promise<DependencyCheck[]> {
  return Promise.all([
    timed('dynamodb', (abortSignal) =>
      dynamodb.send(
        new GetItemCommand({
          TableName: config.tableName,
          Key: { [TABLE_SCHEMA.partitionKey]: { S: '$health' }, [TABLE_SCHEMA.sortKey]: { S: '$health' } },
        }),
        { abortSignal },
      ),
    ),
    timed('content-bucket', (abortSignal) =>
      s3.send(new HeadBucketCommand({ Bucket: config.contentBucket }), { abortSignal }),
    ),
  ]);
}
