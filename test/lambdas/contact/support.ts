import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { toLambdaContext } from '#infra/local/gateway/event.ts';
import type { LambdaHandler } from '#infra/local/gateway/server.ts';
import { ContactMessage } from '#lambdas/lib/db/entities/contact-message.ts';
import { gatewayEvent } from '../../support/invoke';

/** `POST /api/contact` from a given source IP (the rate limit counts per IP). */
export async function sendFrom(handler: LambdaHandler, sourceIp: string, body: unknown) {
  const event = gatewayEvent('POST', '/api/contact', { body });
  event.requestContext.http.sourceIp = sourceIp;
  const result = (await handler(
    event,
    toLambdaContext('test', event.requestContext.requestId),
  )) as APIGatewayProxyStructuredResultV2;
  return { statusCode: result.statusCode ?? 200, json: result.body ? JSON.parse(result.body) : undefined };
}

/** Stored contact messages of a sender (a scan: test data only). */
export async function storedMessagesFrom(email: string) {
  const { data } = await ContactMessage.scan
    .where(({ email: address }, { eq }) => eq(address, email))
    .go({ pages: 'all' });
  return data;
}
