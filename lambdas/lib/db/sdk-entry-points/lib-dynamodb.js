/**
 * What the bundles take from `@aws-sdk/lib-dynamodb` (BUNDLE_ALIASES in infra/bundling.ts): the
 * document client and the ten commands ElectroDB sends (`this.lib.<Name>Command` in its
 * src/client.js), each from its own file. ElectroDB loads the package with `require()`, for which
 * esbuild keeps the whole ESM module graph behind it, every one of `@aws-sdk/client-dynamodb`'s
 * commands included; reached through these files (and lib/db/sdk-entry-points/client-dynamodb.js)
 * a bundle holds only these. Measured in docs/cold-starts.md.
 * Relative paths, not package paths: the alias would apply to `@aws-sdk/lib-dynamodb/...` too.
 * test/lambdas/lib/db/sdk-entry-points.test.ts checks the names against ElectroDB's and the package's.
 */
export { BatchGetCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/BatchGetCommand.js';
export { BatchWriteCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/BatchWriteCommand.js';
export { DeleteCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/DeleteCommand.js';
export { GetCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/GetCommand.js';
export { PutCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/PutCommand.js';
export { QueryCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/QueryCommand.js';
export { ScanCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/ScanCommand.js';
export { TransactGetCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/TransactGetCommand.js';
export { TransactWriteCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/TransactWriteCommand.js';
export { UpdateCommand } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/commands/UpdateCommand.js';
export { DynamoDBDocumentClient } from '../../../../node_modules/@aws-sdk/lib-dynamodb/dist-es/DynamoDBDocumentClient.js';
