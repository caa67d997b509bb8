import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';
import { watchDependency } from './dependency-errors';
import { sdkClientBudget } from './time-budget';

/**
 * One S3 client per container. Locally it points at s3rver, which needs path-style addressing.
 * Timeouts and retries: lib/aws/time-budget.ts.
 */
export const s3 = watchDependency(
  new S3Client({
    region: config.region,
    endpoint: config.s3Endpoint,
    forcePathStyle: Boolean(config.s3Endpoint),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    ...sdkClientBudget(config.s3Endpoint),
  }),
  's3',
);
