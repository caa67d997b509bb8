/**
 * The benchmark's baseline: a bare handler doing one DynamoDB GetItem with the raw SDK client (or,
 * with `{ calls: 2 }`, two in parallel, as a signed-in request reads its session and its user),
 * bundled with the same options as the endpoint groups.
 */
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';

const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT || undefined });

const getCounter = () =>
  client.send(
    new GetItemCommand({
      TableName: process.env.TABLE_NAME,
      Key: { pk: { S: '$portfolio#name_totalvisitors' }, sk: { S: '$sitecounter_1' } },
    }),
  );

export const handler = async (event: { calls?: number }) => {
  const [result] = await Promise.all(Array.from({ length: event.calls ?? 1 }, getCounter));
  return { statusCode: 200, body: JSON.stringify({ totalVisitors: Number(result?.Item?.value?.N ?? 0) }) };
};
