/**
 * The benchmark's baseline: a bare handler doing one DynamoDB GetItem with the raw SDK client,
 * bundled with the same options as the endpoint groups.
 */
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';

const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT || undefined });

export const handler = async () => {
  const result = await client.send(
    new GetItemCommand({
      TableName: process.env.TABLE_NAME,
      Key: { pk: { S: '$portfolio#name_totalvisitors' }, sk: { S: '$sitecounter_1' } },
    }),
  );
  return { statusCode: 200, body: JSON.stringify({ totalVisitors: Number(result.Item?.value?.N ?? 0) }) };
};
