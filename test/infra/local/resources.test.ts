import { randomUUID } from 'node:crypto';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  PutItemCommand,
  QueryCommand,
} from '@aws-sdk/client-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { ensureTable } from '#infra/local/services/resources.ts';

describe('the local table', () => {
  it('gains the indexes the schema added since a kept .data/ table was created, items included', async () => {
    const env = inject('localEnv');
    const client = new DynamoDBClient({
      region: env.AWS_REGION,
      endpoint: env.DYNAMODB_ENDPOINT,
      credentials: {
        accessKeyId: env.AWS_ACCESS_KEY_ID ?? 'local',
        secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? 'local',
      },
    });
    const TableName = `older-${randomUUID()}`;
    await client.send(
      new CreateTableCommand({
        TableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk'].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        // The table as the previous schema made it: gsi1 and gsi2, not yet gsi3.
        GlobalSecondaryIndexes: ['gsi1', 'gsi2'].map((name) => ({
          IndexName: name,
          KeySchema: [
            { AttributeName: `${name}pk`, KeyType: 'HASH' as const },
            { AttributeName: `${name}sk`, KeyType: 'RANGE' as const },
          ],
          Projection: { ProjectionType: 'ALL' as const },
        })),
      }),
    );
    await client.send(
      new PutItemCommand({
        TableName,
        Item: { pk: { S: 'a' }, sk: { S: 'b' }, gsi3pk: { S: 'parent' }, gsi3sk: { S: 'child' } },
      }),
    );

    expect(await ensureTable(client, TableName)).toBe('updated');
    const { Table } = await client.send(new DescribeTableCommand({ TableName }));
    expect(Table?.GlobalSecondaryIndexes?.map((index) => index.IndexName).sort()).toEqual(['gsi1', 'gsi2', 'gsi3']);
    const children = await client.send(
      new QueryCommand({
        TableName,
        IndexName: 'gsi3',
        KeyConditionExpression: 'gsi3pk = :parent',
        ExpressionAttributeValues: { ':parent': { S: 'parent' } },
      }),
    );
    expect(children.Items?.map((item) => item.sk?.S)).toEqual(['b']);
    expect(await ensureTable(client, TableName)).toBe('existing');
  }, 60_000);
});
