import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { routes } from '#shared/routes.ts';
import { REPO_ROOT } from '../../bundling';
import { toGatewayEvent, toLambdaContext } from '../gateway/event';
import { createRouteMatcher } from '../gateway/route-matcher';
import type { LambdaHandler } from '../gateway/server';

const matcher = createRouteMatcher(routes);

/**
 * A feed (`/rss.xml`, `/sitemap.xml`) answered by the feeds function's handler in the preview's
 * own process, whose site address is the preview's: the feeds' links are then the preview's, as
 * its pages' canonical links are, also when the preview uses the API of `npm start` (whose site
 * address is the dev server's). In AWS the one site has one address, so there is nothing to pick.
 */
export async function previewFeedAnswer(request: IncomingMessage, apiPath: string): Promise<APIGatewayProxyResultV2> {
  const match = matcher.match('GET', apiPath);
  if (!match || match === 'method-not-allowed') throw new Error(`No feed route at ${apiPath}`);
  const { handler } = (await import(path.join(REPO_ROOT, 'lambdas', 'feeds', 'handler.ts'))) as {
    handler: LambdaHandler;
  };
  const event = toGatewayEvent({ url: apiPath, rawHeaders: request.rawHeaders, body: Buffer.alloc(0) }, match);
  return handler(event, toLambdaContext('feeds', randomUUID()));
}
