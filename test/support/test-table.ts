import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ensureTable } from '#infra/local/services/resources.ts';

/** Makes `tableName` in the DynamoDB Local at `endpoint`, as the stateful stack defines the table. */
export async function ensureTestTable(endpoint: string | undefined, region: string | undefined, tableName: string) {
  const client = new DynamoDBClient({ endpoint, region });
  try {
    await ensureTable(client, tableName);
  } finally {
    client.destroy();
  }
}
