import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { watchDependency } from '../aws/dependency-errors';
import { sdkClientBudget } from '../aws/time-budget';
import { config } from '../config';

let client: DynamoDBDocumentClient | undefined;

/**
 * A client that sends each request once (lib/aws/time-budget.ts, singleAttempt), for the counters'
 * `ADD`s: a request that timed out may still have been applied, and a retry would count it twice.
 * Created on first use, so groups without counters never build it.
 */
function singleAttemptClient(): DynamoDBDocumentClient {
  client ??= DynamoDBDocumentClient.from(
    watchDependency(
      new DynamoDBClient({
        region: config.region,
        endpoint: config.dynamodbEndpoint,
        ...sdkClientBudget(config.dynamodbEndpoint, { once: true }),
      }),
      'dynamodb',
    ),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return client;
}

/**
 * Sends one UpdateItem (an ElectroDB update's `.params()`) once, never retried. A failed condition
 * throws `onConditionFailed()`'s error; every other failure is thrown as the SDK's (a timeout is
 * answered as an outage, and the write may or may not have been applied).
 */
export async function sendOnce(params: object, onConditionFailed?: () => Error) {
  try {
    return await singleAttemptClient().send(new UpdateCommand(params as UpdateCommandInput));
  } catch (error) {
    if (onConditionFailed && (error as { name?: string }).name === 'ConditionalCheckFailedException') {
      throw onConditionFailed();
    }
    throw error;
  }
}
