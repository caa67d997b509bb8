/**
 * What the bundles take from `@aws-sdk/client-dynamodb` (BUNDLE_ALIASES in infra/bundling.ts): the
 * client, the commands that lib-dynamodb's document commands wrap (lib-dynamodb.js beside this
 * file), and what Powertools Idempotency's DynamoDB layer and lambdas/lib import, each from its
 * own file, so that ElectroDB's `require()` of lib-dynamodb does not bring in the package's
 * index and with it every command (about 60) and waiter. A name missing here fails the bundle
 * build (esbuild: no matching export); test/lambdas/lib/db/sdk-entry-points.test.ts checks them.
 */

export { BatchGetItemCommand } from '../../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchGetItemCommand.js';
export { BatchWriteItemCommand } from '../../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchWriteItemCommand.js';
export { DeleteItemCommand } from '../../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/DeleteItemCommand.js';
export { GetItemCommand } from '../../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/GetItemCommand.js';
export { PutItemCommand } from '../../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/PutItemCommand.js';
export { QueryCommand } from '../../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/QueryCommand.js';
export { ScanCommand } from '../../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ScanCommand.js';
export { TransactGetItemsCommand } from '../../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/TransactGetItemsCommand.js';
export { TransactWriteItemsCommand } from '../../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/TransactWriteItemsCommand.js';
export { UpdateItemCommand } from '../../../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/UpdateItemCommand.js';
export { DynamoDBClient } from '../../../../node_modules/@aws-sdk/client-dynamodb/dist-es/DynamoDBClient.js';
export { DynamoDBServiceException } from '../../../../node_modules/@aws-sdk/client-dynamodb/dist-es/models/DynamoDBServiceException.js';
export {
  ConditionalCheckFailedException,
  TransactionCanceledException,
} from '../../../../node_modules/@aws-sdk/client-dynamodb/dist-es/models/errors.js';
