import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';

/** One client per Lambda container, created at module scope and reused across invocations. */
export const dynamodb = new DynamoDBClient({
  region: config.region,
  endpoint: config.dynamodbEndpoint,
  maxAttempts: 3,
  // DynamoDB Local (a JVM on a busy laptop) can take more than a second to accept a burst of
  // connections; in AWS a connection that slow is a failure worth retrying quickly.
  requestHandler: { connectionTimeout: config.dynamodbEndpoint ? 5_000 : 1_000, requestTimeout: 5_000 },
});

export const documentClient = DynamoDBDocumentClient.from(dynamodb, {
  marshallOptions: { removeUndefinedValues: true },
});
