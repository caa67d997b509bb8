import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config';

/** One S3 client per container. Locally it points at s3rver, which needs path-style addressing. */
export const s3 = new S3Client({
  region: config.region,
  endpoint: config.s3Endpoint,
  forcePathStyle: Boolean(config.s3Endpoint),
  requestChecksumCalculation: 'WHEN_REQUIRED',
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000 },
});
