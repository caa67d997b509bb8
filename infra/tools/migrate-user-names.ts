/**
 * One-off migration in AWS (user names are public, e-mail addresses only admins see): every user
 * name that is an e-mail address gets a handle made from the user's names, with its guard item moved
 * in the same transaction. Idempotent: run it again and it finds nothing to do.
 *
 *   AWS_REGION=eu-west-1 TABLE_NAME=<the Stateful stack's table> npm run migrate:user-names
 *
 * TABLE_NAME is any endpoint function's TABLE_NAME variable. Needs credentials that may Query,
 * GetItem and TransactWriteItems on the table.
 */
if (!process.env.TABLE_NAME) {
  console.error("Set TABLE_NAME to the stage's table (an endpoint function's TABLE_NAME) and AWS_REGION.");
  process.exit(1);
}
const { migrateEmailUserNames } = await import('#lambdas/lib/accounts/user-names.ts');
const { checked, migrated } = await migrateEmailUserNames();
console.log(`${checked} users checked, ${migrated} e-mail user names replaced by handles`);

export {};
