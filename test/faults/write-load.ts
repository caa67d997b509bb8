import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/idempotency.ts';

/** A client gives up on an answer after this (well past the function timeout of 10 s). */
const CLIENT_TIMEOUT_MS = 15_000;

export interface Answer {
  /** The HTTP status, or 0 when no answer came (network error, client timeout). */
  status: number;
  retryAfter: string | null;
  json: unknown;
  /** Why no answer came. */
  error?: string;
  elapsedMs: number;
}

/** The `message` of a JSON answer, if it has one. */
export const messageOf = (answer: Answer) =>
  typeof answer.json === 'object' && answer.json !== null ? (answer.json as { message?: unknown }).message : undefined;

/** An answer in a line of a violation: status, body (cut) and time, or why none came. */
export const describeAnswer = (answer: Answer) =>
  answer.status === 0
    ? `no answer (${answer.error}) after ${Math.round(answer.elapsedMs)} ms`
    : `${answer.status} ${JSON.stringify(answer.json).slice(0, 200)} after ${Math.round(answer.elapsedMs)} ms`;

/** A phase's answers counted for its row: all, 2xx, 503, any other (or none), and the slowest. */
export function answerCounts(answers: Answer[]) {
  return {
    requests: answers.length,
    ok: answers.filter(isSuccess).length,
    unavailable: answers.filter((answer) => answer.status === 503).length,
    other: answers.filter((answer) => !isSuccess(answer) && answer.status !== 503).length,
    maxLatencyMs: Math.max(0, ...answers.map((answer) => answer.elapsedMs)),
  };
}

/** One HTTP request of the suite, with the JSON body it sends and the bearer token, if any. */
export async function send(
  apiUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; key?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.key) headers[IDEMPOTENCY_KEY_HEADER] = options.key;
  const started = performance.now();
  try {
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await response.text();
    let json: unknown = text;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: kept as text, and the checks say so.
    }
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      json,
      elapsedMs: performance.now() - started,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return {
      status: 0,
      retryAfter: null,
      json: null,
      error: cause?.code ?? (error as Error).name ?? String(error),
      elapsedMs: performance.now() - started,
    };
  }
}

export type CreateKind = 'post' | 'file' | 'project' | 'topic';

/** One create the load sent: what it sent, and what came back. */
export interface CreateRecord {
  phase: string;
  kind: CreateKind;
  key: string;
  path: string;
  body: Record<string, unknown>;
  /** What makes it unique: the post's title, the project's or topic's name, or the file's path in its collection. */
  label: string;
  /** ms since the start of the run. */
  startedAt: number;
  answer: Answer;
  /** The answer of the retries with the same key, for a create that answered an error. */
  retry?: Answer & { tries: number };
  /** The answer of replaying an acknowledged create's key once more. */
  replay?: Answer;
}

export const isSuccess = (answer: Pick<Answer, 'status'>) => answer.status >= 200 && answer.status < 300;

/** A unique post: its unique title gives it a unique slug. */
export function newPost(runId: string, topicId: string): { label: string; body: Record<string, unknown> } {
  const title = `Fault run ${runId} post ${randomUUID()}`;
  return {
    label: title,
    body: { title, summary: 'Written under a fault', body: `Body of ${title}`, status: 'published', topicId },
  };
}

/** A unique project: nothing about a project is unique, so only its name tells a duplicate. */
export function newProject(runId: string): { label: string; body: Record<string, unknown> } {
  const name = `Fault run ${runId} project ${randomUUID()}`;
  return { label: name, body: { name, description: 'Written under a fault', visibility: 0, status: 1 } };
}

/** A unique topic: its unique name gives it a unique slug. */
export function newTopic(runId: string): { label: string; body: Record<string, unknown> } {
  const name = `Fault run ${runId} topic ${randomUUID()}`;
  return { label: name, body: { name, description: 'Written under a fault' } };
}

/** A unique markdown file in the run's folder of a collection. */
export function newFile(runId: string, collection: string): { label: string; body: Record<string, unknown> } {
  const name = `file-${randomUUID()}`;
  const folder = ['faults', runId];
  return {
    label: `${collection}/${folder.join('/')}/${name}.md`,
    body: { collection, folder, name, description: 'Written under a fault', markdown: `Marker ${name}` },
  };
}

/**
 * Sends the same create again with its key until it answers 2xx, as a client that honours
 * `Retry-After` would: after a 503 it waits what the header says; after a 409 "still in progress"
 * (the cut-off request's key record, which holds until that request's function time is up) it
 * waits `Retry-After` or 1 s. Any other answer ends the retries. Bounded by `budgetMs`.
 */
export async function retryWithKey(
  apiUrl: string,
  record: CreateRecord,
  token: string,
  budgetMs = 30_000,
): Promise<Answer & { tries: number }> {
  const deadline = Date.now() + budgetMs;
  for (let tries = 1; ; tries++) {
    const answer = await send(apiUrl, 'POST', record.path, { token, body: record.body, key: record.key });
    const inProgress =
      answer.status === 409 && /still in progress/.test(String((answer.json as { message?: unknown })?.message));
    const again = answer.status === 503 || answer.status === 0 || inProgress;
    if (!again || Date.now() > deadline) return { ...answer, tries };
    const waitMs = answer.retryAfter && /^\d+$/.test(answer.retryAfter) ? Number(answer.retryAfter) * 1000 : 1_000;
    await new Promise((resolve) => setTimeout(resolve, Math.min(waitMs, Math.max(0, deadline - Date.now()))));
  }
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++] as T;
        await work(item);
      }
    }),
  );
}
