import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { inject } from 'vitest';
import { ensureTable } from '#infra/local/resources.ts';

// Handler modules read their settings when imported; this runs before each test file's imports.
// Each test file gets its own table in the run's one DynamoDB Local, so files running in
// parallel never see each other's counters.
const env = inject('localEnv');
const tableName = `test-${randomUUID()}`;
Object.assign(process.env, env, {
  TABLE_NAME: tableName,
  CORS_ORIGINS: 'http://localhost:5173',
  SITE_URL: 'http://localhost:5173',
});

const client = new DynamoDBClient({ endpoint: env.DYNAMODB_ENDPOINT, region: env.AWS_REGION });
await ensureTable(client, tableName);
client.destroy();
