import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

/** One client per Lambda container, created at module scope and reused across invocations. */
export const dynamodb = new DynamoDBClient({
  region: config.region,
  endpoint: config.dynamodbEndpoint,
  maxAttempts: 3,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 5_000 },
});

export const documentClient = DynamoDBDocumentClient.from(dynamodb, {
  marshallOptions: { removeUndefinedValues: true },
});
