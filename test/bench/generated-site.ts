import { CreateBucketCommand, HeadBucketCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { rebuildCollection } from '#lambdas/lib/content/collection-index-store.ts';
import { CONTENT_KEY_PREFIX } from '#shared/content.ts';
import { generatedDocuments } from '#test/bench/generated-documents.ts';

/** Uploads at once: enough to keep the local S3 busy, few enough for its one process. */
const UPLOADS_IN_FLIGHT = 16;

/**
 * A content bucket (made unless it exists) holding `count` generated documents in the tech-docs collection
 * (generated-documents.ts), its index built and every document rendered, as the content function
 * leaves them: a documentation site of that size, for a full render to render.
 */
export async function createGeneratedSite(s3: S3Client, bucket: string, count: number): Promise<void> {
  // The stack's own (versioned) content bucket exists already; a test's own is made here.
  const exists = await s3.send(new HeadBucketCommand({ Bucket: bucket })).then(
    () => true,
    () => false,
  );
  if (!exists) await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  const documents = generatedDocuments(count);
  let next = 0;
  const upload = async () => {
    for (let index = next++; index < documents.length; index = next++) {
      const { file, markdown } = documents[index] ?? { file: '', markdown: '' };
      await s3.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${CONTENT_KEY_PREFIX}tech-docs/${file}`,
          Body: markdown,
          ContentType: 'text/markdown; charset=utf-8',
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: UPLOADS_IN_FLIGHT }, upload));
  await rebuildCollection('tech-docs', { s3, bucket });
}
