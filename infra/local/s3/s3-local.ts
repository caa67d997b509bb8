import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ListBucketsCommand, S3Client } from '@aws-sdk/client-s3';
import { REPO_ROOT } from '../../bundling';
import { type RunningChild, startChild, waitUntilReady } from '../services/child-process';

/** s3rver accepts only its own key pair; the whole local stack uses it as AWS credentials. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export function localS3Client(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    region: 'us-east-1',
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

export interface S3Local {
  endpoint: string;
  child: RunningChild;
}

/**
 * Starts s3rver with `buckets` created, storing objects under `directory`; the `versioned` ones
 * keep every version of their objects as S3 versioning does (s3-versioning.ts), and the `cors`
 * ones accept a browser's cross-origin POST of a presigned upload.
 */
export async function startS3Local(options: {
  port: number;
  directory: string;
  buckets: string[];
  versioned?: string[];
  cors?: string[];
}): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  const child = startChild(
    's3',
    process.execPath,
    [
      '--openssl-legacy-provider',
      '--import',
      'tsx',
      path.join(REPO_ROOT, 'infra', 'local', 's3', 's3-server.ts'),
      String(options.port),
      options.directory,
      ...options.buckets.map((name) =>
        [name, options.versioned?.includes(name) && 'versioned', options.cors?.includes(name) && 'cors']
          .filter(Boolean)
          .join(':'),
      ),
    ],
    { ipc: true, quiet: false },
  );
  const endpoint = `http://127.0.0.1:${options.port}`;
  const client = localS3Client(endpoint);
  try {
    await waitUntilReady(child, () => client.send(new ListBucketsCommand({})));
  } finally {
    client.destroy();
  }
  return { endpoint, child };
}
