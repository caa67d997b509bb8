import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { TABLE_SCHEMA } from '../../lambdas/lib/db/table-schema';

const keyAttributes = [
  TABLE_SCHEMA.partitionKey,
  TABLE_SCHEMA.sortKey,
  ...TABLE_SCHEMA.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
];

function indexDefinition(index: (typeof TABLE_SCHEMA.globalIndexes)[number]) {
  return {
    IndexName: index.indexName,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  };
}

/** A new index is queryable only once DynamoDB has filled it (`ACTIVE`); the next one waits too. */
async function waitForActiveIndexes(client: DynamoDBClient, tableName: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const pending = (Table?.GlobalSecondaryIndexes ?? []).filter((index) => index.IndexStatus !== 'ACTIVE');
    if (Table?.TableStatus === 'ACTIVE' && pending.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Table ${tableName}: indexes still not active after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Creates the single table as the stateful stack defines it, or, when it exists (a `.data/` kept
 * from an older version), adds the indexes the schema gained since, one at a time as DynamoDB
 * allows, the way a CloudFormation update adds them in AWS.
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'existing' | 'updated'> {
  let existing: string[] | undefined;
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    existing = (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName ?? '');
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  if (existing) {
    const missing = TABLE_SCHEMA.globalIndexes.filter((index) => !existing.includes(index.indexName));
    for (const index of missing) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: [index.partitionKey, index.sortKey].map((name) => ({
            AttributeName: name,
            AttributeType: 'S',
          })),
          GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
        }),
      );
      await waitForActiveIndexes(client, tableName);
    }
    return missing.length > 0 ? 'updated' : 'existing';
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_SCHEMA.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_SCHEMA.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_SCHEMA.globalIndexes.map(indexDefinition),
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName });
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_SCHEMA.timeToLiveAttribute, Enabled: true },
    }),
  );
  return 'created';
}
