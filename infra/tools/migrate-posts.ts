/**
 * Migration in AWS after deploying 0.14.0 (GET /api/posts lists by last change and filters on
 * fields older posts lack): every live post stored in an older form is rewritten through the code
 * that saves posts, its links with it, so it is listed and filtered again. Idempotent (a second run
 * only reads), paged, and safe while the site runs (each rewrite is conditional on the post's
 * version).
 *
 *   AWS_REGION=eu-west-1 TABLE_NAME=<the Stateful stack's table> npm run migrate:posts
 *
 * TABLE_NAME is any endpoint function's TABLE_NAME variable. Needs credentials that may Query,
 * GetItem, TransactWriteItems (with PutItem, UpdateItem, DeleteItem, ConditionCheckItem) on the table
 * and its indexes. Exits with 1 when a post failed.
 */
if (!process.env.TABLE_NAME) {
  console.error("Set TABLE_NAME to the stage's table (an endpoint function's TABLE_NAME) and AWS_REGION.");
  process.exit(1);
}
const { migratePosts } = await import('#lambdas/lib/blog/post-migration.ts');
const { checked, migrated, failed } = await migratePosts();
console.log(`${checked} posts checked, ${migrated} rewritten in the current form`);
if (failed.length > 0) {
  console.error(
    `${failed.length} posts failed (the log above says why); run again to retry them: ${failed.join(', ')}`,
  );
  process.exit(1);
}

export {};
