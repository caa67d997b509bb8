import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import type { DependencyCheck, HealthReport } from '#shared/health.ts';
import { s3 } from '../lib/aws/s3';
import { config } from '../lib/config';
import { dynamodb } from '../lib/db/client';
import { TABLE_SCHEMA } from '../lib/db/table-schema';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { json } from '../lib/http/response';
import { logger } from '../lib/logger';

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

/** `GET /api/health`: checks DynamoDB (one GetItem) and the content bucket (HeadBucket). */
export const checkHealth: RouteHandler = async () => {
  const dependencies = await Promise.all([
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
  const failed = dependencies.filter((dependency) => dependency.status === 'unhealthy');
  const report: HealthReport = {
    status: failed.length === 0 ? 'healthy' : 'unhealthy',
    timestamp: new Date().toISOString(),
    version: config.appVersion,
    dependencies,
  };
  if (failed.length > 0) {
    report.error = `Unavailable: ${failed.map((dependency) => dependency.name).join(', ')}`;
    return json(500, report);
  }
  return json(200, report);
};
