import { randomUUID } from 'node:crypto';
import { now, sleep } from './clock';
import { pathOf } from './inventory';
import type { FaultRow } from './report';
import {
  AFTER_FAULT_MS,
  ANSWER_WITHIN_MS,
  BEFORE_FAULT_MS,
  CLIENTS,
  COLLECTIONS,
  RECOVERY_WITHIN_MS,
  THINK_MS,
} from './settings';
import {
  type Answer,
  answerCounts,
  type CreateKind,
  type CreateRecord,
  describeAnswer,
  inParallel,
  isSuccess,
  messageOf,
  newFile,
  newPost,
  newProject,
  newTopic,
  retryWithKey,
  send,
} from './write-load';

/** The stack and the signed-in editor the load runs against, and where every create is recorded. */
export interface LoadTarget {
  apiUrl: string;
  token: string;
  runId: string;
  topicId: string;
  /** Every create sent, across phases (checked at the end of the suite). */
  records: CreateRecord[];
}

function newCreate(
  { runId, topicId }: LoadTarget,
  kind: CreateKind,
  client: number,
  n: number,
): { label: string; body: Record<string, unknown> } {
  if (kind === 'post') return newPost(runId, topicId);
  if (kind === 'project') return newProject(runId);
  if (kind === 'topic') return newTopic(runId);
  return newFile(runId, COLLECTIONS[(client + n) % COLLECTIONS.length] as string);
}

/**
 * CLIENTS clients creating `kinds` in a loop (each client one kind, taking turns), each create with
 * a fresh key and a unique body, until stopped.
 */
export function startLoad(target: LoadTarget, phase: string, kinds: readonly CreateKind[]) {
  const { apiUrl, token, records } = target;
  let stopped = false;
  const sent: CreateRecord[] = [];
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    const kind = kinds[client % kinds.length] as CreateKind;
    for (let n = 0; !stopped; n++) {
      const { label, body } = newCreate(target, kind, client, n);
      const key = randomUUID();
      const startedAt = now();
      const answer = await send(apiUrl, 'POST', pathOf(kind), { token, body, key });
      sent.push({ phase, kind, key, path: pathOf(kind), body, label, startedAt, answer });
      await sleep(THINK_MS);
    }
  });
  return {
    async stop(): Promise<CreateRecord[]> {
      stopped = true;
      await Promise.all(clients);
      records.push(...sent);
      return sent;
    },
  };
}

/** What every answer under a fault must be: 2xx, or 503 with Retry-After and a message, in time. */
function answerViolations(label: string, answers: Answer[]): string[] {
  const violations: string[] = [];
  for (const answer of answers) {
    if (isSuccess(answer)) continue;
    if (answer.status !== 503) violations.push(`${label}: ${describeAnswer(answer)}`);
    else if (!answer.retryAfter || !/^\d+$/.test(answer.retryAfter)) {
      violations.push(`${label}: 503 without a Retry-After in seconds (${answer.retryAfter})`);
    } else if (typeof messageOf(answer) !== 'string') {
      violations.push(`${label}: 503 without a JSON message: ${describeAnswer(answer)}`);
    } else if (answer.elapsedMs > ANSWER_WITHIN_MS) {
      violations.push(`${label}: 503 after ${Math.round(answer.elapsedMs)} ms (budget ${ANSWER_WITHIN_MS} ms)`);
    }
  }
  return violations.slice(0, 20);
}

export interface Fault {
  name: string;
  kinds: readonly CreateKind[];
  /** Starts the fault; resolves when it is over (the process resumed or restarted). */
  run(): Promise<void>;
}

/**
 * One fault under the write load: load alone, the fault, load after it; then every create that
 * answered an error is retried with its key, and every acknowledged create that overlapped the
 * fault is replayed with its key. Returns the phase's row (the writes are verified at the end).
 */
export async function underLoad(target: LoadTarget, fault: Fault): Promise<FaultRow> {
  const { apiUrl, token } = target;
  const load = startLoad(target, fault.name, fault.kinds);
  await sleep(BEFORE_FAULT_MS);
  const faultStart = now();
  await fault.run();
  const faultEnd = now();
  await sleep(AFTER_FAULT_MS);
  const sent = await load.stop();
  const violations = answerViolations(
    fault.name,
    sent.map((record) => record.answer),
  );

  const byStart = [...sent].sort((a, b) => a.startedAt - b.startedAt);
  const lastFailure = byStart.findLast((record) => !isSuccess(record.answer));
  const duringFault = sent.filter(
    (record) => record.startedAt <= faultEnd && record.startedAt + record.answer.elapsedMs >= faultStart,
  );
  if (!duringFault.some((record) => record.answer.status === 503)) {
    violations.push(`${fault.name}: no 503 while the fault lasted (${duringFault.length} requests then)`);
  }
  const recoveredAt = lastFailure
    ? byStart.find((record) => record.startedAt > lastFailure.startedAt && isSuccess(record.answer))?.startedAt
    : faultStart;
  const recoveryMs = recoveredAt === undefined ? undefined : Math.max(0, recoveredAt - faultEnd);
  if (recoveryMs === undefined) violations.push(`${fault.name}: no request succeeded after the last failure`);
  else if (recoveryMs > RECOVERY_WITHIN_MS) {
    violations.push(`${fault.name}: requests succeeded again only ${Math.round(recoveryMs)} ms after the fault ended`);
  }

  // A create that answered an error: the retry with its key saves it (or answers its first success).
  const errored = sent.filter((record) => !isSuccess(record.answer));
  let savedBeforeError = 0;
  await inParallel(errored, CLIENTS, async (record) => {
    const retrySentAt = new Date().toISOString();
    record.retry = await retryWithKey(apiUrl, record, token);
    if (record.retry.status !== 201) {
      violations.push(`${fault.name}: retry of ${record.label} with its key: ${describeAnswer(record.retry)}`);
    }
    // The earlier try had saved it: the retry met its own item (createId) and answered it.
    const createdAt = (record.retry.json as { createdAt?: unknown } | null)?.createdAt;
    if (typeof createdAt === 'string' && createdAt < retrySentAt) savedBeforeError += 1;
  });
  // An acknowledged create (first answer or retry) replays the same answer for its key.
  const acknowledged = [...duringFault.filter((record) => isSuccess(record.answer)), ...errored];
  await inParallel(acknowledged, CLIENTS, async (record) => {
    const first = isSuccess(record.answer) ? record.answer : record.retry;
    if (!first || !isSuccess(first)) return;
    record.replay = await send(apiUrl, 'POST', record.path, { token, body: record.body, key: record.key });
    if (record.replay.status !== first.status || JSON.stringify(record.replay.json) !== JSON.stringify(first.json)) {
      violations.push(`${fault.name}: replay of ${record.label}: ${describeAnswer(record.replay)}`);
    }
  });

  const answers = sent.map((record) => record.answer);
  return {
    fault: fault.name,
    faultMs: faultEnd - faultStart,
    ...answerCounts(answers),
    errored: errored.length,
    retriedOk: errored.filter((record) => record.retry?.status === 201).length,
    savedBeforeError: fault.kinds.includes('file') ? undefined : savedBeforeError,
    maxTries: Math.max(0, ...errored.map((record) => record.retry?.tries ?? 0)),
    verified: 0,
    expected: sent.length,
    duplicates: 0,
    recoveryMs,
    violations,
  };
}
