/**
 * Records where each uploaded image is used for the content saved before uses were recorded (every
 * live post, project, document and profile picture), as their saves now do (docs/media.md, "Where an
 * image is used"). Idempotent and safe while the site runs; run once after deploying.
 *
 *   AWS_REGION=eu-west-1 TABLE_NAME=<the Stateful stack's table> CONTENT_BUCKET=<its content bucket> npm run migrate:media-usage
 *
 * TABLE_NAME and CONTENT_BUCKET are the content function's variables. Needs credentials that may
 * Query, PutItem and DeleteItem on the table and its indexes, and ListBucket and GetObject on the
 * content bucket.
 */
if (!process.env.TABLE_NAME || !process.env.CONTENT_BUCKET) {
  console.error("Set TABLE_NAME and CONTENT_BUCKET to the stage's (the content function's variables) and AWS_REGION.");
  process.exit(1);
}
const { backfillMediaUsage } = await import('#lambdas/lib/media/usage-backfill.ts');
const recorded = await backfillMediaUsage();
console.log(
  `Uses of images recorded for ${recorded.posts} posts, ${recorded.projects} projects, ${recorded.documents} documents and ${recorded.profiles} profile pictures`,
);

export {};
