import { CreateBucketCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#lambdas/lib/aws/s3.ts';

/** A site bucket of its own with the SPA's shell, the template every page is rendered into. */
export async function createSiteBucket(bucket: string): Promise<void> {
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: 'index.html',
      Body: '<html><body><div id="root"></div></body></html>',
    }),
  );
}
