import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The local SQS endpoint: the handlers queue mail and render units with the AWS SDK's SQS client,
 * as in AWS, and `SQS_ENDPOINT` points that client here. It answers the two calls they make
 * (SendMessage, SendMessageBatch, in the JSON protocol the SDK speaks) and hands each message to
 * the local queue registered under its queue URL (mail-queue.ts, render/full-renders.ts). So the
 * handlers hold no local branch: only the endpoint and the queue URLs in the environment differ.
 *
 * Configuration rather than a sender set in code (a `setMailSender` port in lambdas/lib): tests
 * re-import the handlers' modules (vi.resetModules), and a re-imported port module would have
 * forgotten the local sender; the environment, like the endpoint's port, outlives a re-import.
 *
 * A message is received as its queue's messages are (the receiver answers its id); receiving,
 * visibility and redrive are the local queue's own work, not this endpoint's.
 */
export interface QueueReceiver {
  /** Takes one message; answers its id (or nothing: the endpoint makes one). */
  send(body: string): string | undefined | Promise<string | undefined>;
}

export interface LocalQueue {
  /** The queue's URL, for `MAIL_QUEUE_URL` or `RENDER_QUEUE_URL`. */
  url: string;
  /** Takes this receiver off the queue; the one it replaced (if any) receives again. */
  close(): void;
}

const ACCOUNT = '000000000000';

class LocalSqsEndpoint {
  /** Per queue name, its receivers: the last registered receives (a test's queue over the run's). */
  private readonly receivers = new Map<string, QueueReceiver[]>();

  constructor(readonly url: string) {}

  open(name: string, receive: QueueReceiver): LocalQueue {
    const stack = this.receivers.get(name) ?? [];
    stack.push(receive);
    this.receivers.set(name, stack);
    return {
      url: `${this.url}/${ACCOUNT}/${name}`,
      close: () => {
        const index = stack.lastIndexOf(receive);
        if (index >= 0) stack.splice(index, 1);
      },
    };
  }

  /** The receiver of the queue a URL (or a name: its last path segment) names, if one is open. */
  receiverOf(queueUrl: unknown): QueueReceiver | undefined {
    if (typeof queueUrl !== 'string') return undefined;
    return this.receivers.get(queueUrl.split('/').at(-1) ?? '')?.at(-1);
  }

  async handle(target: string, input: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
    const receive = this.receiverOf(input.QueueUrl);
    if (!receive) {
      return error(
        400,
        'QueueDoesNotExist',
        `No local queue at ${String(input.QueueUrl)}: none is running in this process`,
      );
    }
    if (target === 'AmazonSQS.SendMessage') {
      const body = String(input.MessageBody ?? '');
      return {
        status: 200,
        body: { MessageId: (await receive.send(body)) ?? randomUUID(), MD5OfMessageBody: md5(body) },
      };
    }
    if (target === 'AmazonSQS.SendMessageBatch') {
      const entries = (input.Entries ?? []) as Array<{ Id: string; MessageBody: string }>;
      const Successful = [];
      const Failed = [];
      for (const entry of entries) {
        try {
          const MessageId = (await receive.send(entry.MessageBody)) ?? randomUUID();
          Successful.push({ Id: entry.Id, MessageId, MD5OfMessageBody: md5(entry.MessageBody) });
        } catch (failure) {
          Failed.push({ Id: entry.Id, SenderFault: false, Code: 'InternalError', Message: String(failure) });
        }
      }
      return { status: 200, body: { Successful, Failed } };
    }
    return error(400, 'UnsupportedOperation', `The local SQS endpoint does not answer ${target}`);
  }
}

const md5 = (body: string) => createHash('md5').update(body, 'utf8').digest('hex');

function error(status: number, code: string, message: string) {
  return { status, body: { __type: `com.amazonaws.sqs#${code}`, message } };
}

async function serve(endpoint: LocalSqsEndpoint, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  let answer: { status: number; body: unknown };
  try {
    const input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
    answer = await endpoint.handle(String(request.headers['x-amz-target'] ?? ''), input);
  } catch (failure) {
    answer = error(500, 'InternalError', String(failure));
  }
  response.writeHead(answer.status, { 'content-type': 'application/x-amz-json-1.0' });
  response.end(JSON.stringify(answer.body));
}

// One endpoint per process, kept on globalThis: `SQS_ENDPOINT` is read once by each SQS client,
// so every queue of the process must be reached through the same endpoint, and a test that
// re-imports modules (vi.resetModules) gets a second copy of this module that must find it.
const ENDPOINT = Symbol.for('portfolio.local-sqs-endpoint');
type WithEndpoint = { [ENDPOINT]?: { starting: Promise<LocalSqsEndpoint>; running?: LocalSqsEndpoint } };

async function startEndpoint(): Promise<LocalSqsEndpoint> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Neither the server nor its connections keep the process alive: it lives as long as its queues.
  server.unref();
  server.on('connection', (socket) => socket.unref());
  const endpoint = new LocalSqsEndpoint(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  server.on('request', (request, response) => void serve(endpoint, request, response));
  process.env.SQS_ENDPOINT = endpoint.url;
  return endpoint;
}

/**
 * Opens a queue named `name` on this process's local SQS endpoint (started on first use, which
 * sets `SQS_ENDPOINT`): each message sent to its URL is handed to `receiver`. The caller puts the
 * URL where the handlers read it (`MAIL_QUEUE_URL`, `RENDER_QUEUE_URL`).
 */
export async function openLocalQueue(name: string, receiver: QueueReceiver): Promise<LocalQueue> {
  const scope = globalThis as WithEndpoint;
  if (!scope[ENDPOINT]) {
    const slot: NonNullable<WithEndpoint[typeof ENDPOINT]> = { starting: startEndpoint() };
    scope[ENDPOINT] = slot;
    slot.running = await slot.starting;
  }
  return (await scope[ENDPOINT].starting).open(name, receiver);
}

/** The receiver open under `name` in this process, if any (test helpers find the running queue with it). */
export function localQueueReceiver(name: string): QueueReceiver | undefined {
  return (globalThis as WithEndpoint)[ENDPOINT]?.running?.receiverOf(name);
}
