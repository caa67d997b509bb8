import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import type { DependencyCheck } from '#shared/health.ts';
import { s3 } from '../aws/s3';
import { HEALTH_CACHE_MS, HEALTH_CHECK_TIMEOUT_MS } from '../aws/time-budget';
import { config } from '../config';
import { dynamodb } from '../db/client';
import { TABLE_SCHEMA } from '../db/table-schema';
import { logger } from '../logger';

async function timed(name: string, check: (signal: AbortSignal) => Promise<unknown>): Promise<DependencyCheck> {
  const started = performance.now();
  try {
    await check(AbortSignal.timeout(HEALTH_CHECK_TIMEOUT_MS));
    return { name, status: 'healthy', latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    logger.warn('Health check failed', { dependency: name, error });
    // Only the error's class name goes out: host names, ports and AWS messages stay in the log.
    const reason = error instanceof Error ? error.name : 'UnknownError';
    return { name, status: 'unhealthy', latencyMs: Math.round(performance.now() - started), error: reason };
  }
}

/**
 * Check every dependency at once, now: the table (one GetItem of a key that never exists) and the
 * content bucket (HeadBucket). The admins' check calls it directly, for a report of this moment.
 */
export function runDependencyChecks(): Promise<DependencyCheck[]> {
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

let latest: { startedAt: number; checks: Promise<DependencyCheck[]> } | undefined;

/**
 * The dependency checks, at most one run per HEALTH_CACHE_MS in this container: requests within
 * that time share the run (also while it is still in flight), so the health endpoint's own traffic
 * cannot load the dependencies it checks (100 connections once made its S3 check time out).
 */
export function checkDependencies(now = Date.now()): Promise<DependencyCheck[]> {
  if (!latest || now - latest.startedAt >= HEALTH_CACHE_MS) latest = { startedAt: now, checks: runDependencyChecks() };
  return latest.checks;
}

/** Forget the cached checks (tests). */
export function forgetDependencyChecks(): void {
  latest = undefined;
}
