import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { watchDependency } from '../aws/dependency-errors';
import { sdkClientBudget } from '../aws/time-budget';
import { config } from '../config';

/**
 * One client per Lambda container, created at module scope and reused across invocations. Its
 * timeouts and retries end well before the function's timeout (lib/aws/time-budget.ts), and its
 * errors name DynamoDB (lib/aws/dependency-errors.ts).
 */
export const dynamodb = watchDependency(
  new DynamoDBClient({
    region: config.region,
    endpoint: config.dynamodbEndpoint,
    ...sdkClientBudget(config.dynamodbEndpoint),
  }),
  'dynamodb',
);

export const documentClient = DynamoDBDocumentClient.from(dynamodb, {
  marshallOptions: { removeUndefinedValues: true },
});
