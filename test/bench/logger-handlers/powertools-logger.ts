/**
 * The same handler as own-logger.ts, logging through Powertools Logger: the Lambda context
 * (request id, function name, cold start) added per request, route and principal appended as keys.
 */

import { Logger } from '@aws-lambda-powertools/logger';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import { COUNTER_KEY, type LoggedEvent } from '#test/bench/logger-handlers/request.ts';

const client = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT || undefined });
const logger = new Logger({ serviceName: 'portfolio' });

export const handler = async (event: LoggedEvent, context: Context) => {
  logger.addContext(context);
  logger.appendKeys({ route: event.routeKey, principal: event.principal });
  logger.info('Request received');
  const { Item } = await client.send(new GetItemCommand({ TableName: process.env.TABLE_NAME, Key: COUNTER_KEY }));
  logger.info('Request answered', { statusCode: 200 });
  logger.resetKeys();
  return { statusCode: 200, body: JSON.stringify({ totalVisitors: Number(Item?.value?.N ?? 0) }) };
};
