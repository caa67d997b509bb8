/**
 * The bare handler's GetItem with one structured log line carrying the request id, route and
 * principal, written by the project's own logger (lambdas/lib/logger.ts).
 */
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import { logger } from '#lambdas/lib/logger.ts';
import { COUNTER_KEY, type LoggedEvent } from '#test/bench/logger-handlers/request.ts';

const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT || undefined });

export const handler = async (event: LoggedEvent, context: Context) => {
  const fields = { requestId: context.awsRequestId, route: event.routeKey, principal: event.principal };
  logger.info('Request received', fields);
  const { Item } = await client.send(new GetItemCommand({ TableName: process.env.TABLE_NAME, Key: COUNTER_KEY }));
  logger.info('Request answered', { ...fields, statusCode: 200 });
  return { statusCode: 200, body: JSON.stringify({ totalVisitors: Number(Item?.value?.N ?? 0) }) };
};
