import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  ScanCommand,
  type ScanCommandOutput,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type WriteRequest,
  waitUntilTableExists,
  waitUntilTableNotExists,
} from '@aws-sdk/client-dynamodb';
import { TABLE_SCHEMA } from '#lambdas/lib/db/table-schema.ts';

const keyAttributes = [
  TABLE_SCHEMA.partitionKey,
  TABLE_SCHEMA.sortKey,
  ...TABLE_SCHEMA.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
];

async function createTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_SCHEMA.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_SCHEMA.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_SCHEMA.globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      // As in AWS: the page renderer follows the table's changes (infra/local/render/render-events.ts).
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30 }, { TableName: tableName });
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_SCHEMA.timeToLiveAttribute, Enabled: true },
    }),
  );
}

/**
 * Rebuilds a local table made by an older schema: reads every item, creates the table again with
 * today's indexes and writes the items back. DynamoDB Local can add an index to a table
 * (UpdateTable), but on a busy machine it was seen to leave the new index building for minutes;
 * a local table is small, so copying it is quick and always finishes. Local tooling only: no
 * request path scans.
 */
async function rebuildTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const kept: NonNullable<ScanCommandOutput['Items']> = [];
  let startKey: ScanCommandOutput['LastEvaluatedKey'];
  do {
    const page = await client.send(new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }));
    kept.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  await waitUntilTableNotExists({ client, maxWaitTime: 30 }, { TableName: tableName });
  await createTable(client, tableName);
  for (let start = 0; start < kept.length; start += 25) {
    let requests: WriteRequest[] = kept.slice(start, start + 25).map((item) => ({ PutRequest: { Item: item } }));
    while (requests.length > 0) {
      const answer = await client.send(new BatchWriteItemCommand({ RequestItems: { [tableName]: requests } }));
      requests = answer.UnprocessedItems?.[tableName] ?? [];
    }
  }
}

/**
 * Creates the single table as the stateful stack defines it. A table kept in `.data/` from an
 * older version that lacks an index the schema gained since is rebuilt with its items.
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
): Promise<'created' | 'existing' | 'updated'> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const existing = (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName);
    if (TABLE_SCHEMA.globalIndexes.every((index) => existing.includes(index.indexName))) {
      // A table kept from before the page renderer has no stream yet.
      if (Table?.StreamSpecification?.StreamEnabled) return 'existing';
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
        }),
      );
      return 'updated';
    }
    await rebuildTable(client, tableName);
    return 'updated';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await createTable(client, tableName);
  return 'created';
}
