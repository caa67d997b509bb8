import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningMailQueue } from '#infra/local/mail-queue.ts';
import { localS3Client } from '#infra/local/s3-local.ts';
import {
  type ApiAndSite,
  type BackingServices,
  LOCAL_CONTENT_BUCKET,
  startApiAndSite,
  startBackingServices,
} from '#infra/local/stack.ts';
import type { SupervisedService } from '#infra/local/supervisor.ts';
import { CONTENT_KEY_PREFIX } from '#shared/content.ts';
import type { InboxMail } from '#test/support/inbox.ts';
import { REPO_ROOT } from '#test/support/source-imports.ts';
import { type FaultProxy, type ProxyMode, startFaultProxy } from './fault-proxy';
import { type FaultRow, faultTable, wrap, writeBetweenMarkers } from './report';
import {
  type Answer,
  type CreateKind,
  type CreateRecord,
  inParallel,
  isSuccess,
  newFile,
  newPost,
  newProject,
  newTopic,
  retryWithKey,
  send,
} from './write-load';

/**
 * `npm run test:faults`: the site's failure promises under real faults, over HTTP, on a stack of
 * its own (free ports, a temporary data folder, the backing services supervised as `npm start`
 * runs them). Under a steady write load of CLIENTS signed-in clients it pauses (SIGSTOP) and kills
 * (SIGKILL) DynamoDB Local and s3rver, and makes SES refuse connections and hang, through a TCP
 * proxy in front of the in-process SES stand-in. It checks what docs/reliability.md promises:
 * - every answer is 2xx, or 503 with Retry-After and a JSON message within ANSWER_WITHIN_MS;
 * - every acknowledged create is there afterwards, and its key replays the same answer;
 * - every create that answered an error is saved by a retry with the same key and body, once
 *   (no duplicate, no false "already exists");
 * - after the fault, requests succeed again within RECOVERY_WITHIN_MS, without restarting the
 *   API or the stack (the supervisor restarts a killed process, as in `npm start`);
 * - a reset mail requested while SES was out arrives once SES is back, exactly once.
 * FAULTS_WRITE_DOC=1 writes the summary table into docs/reliability.md.
 */

const CLIENTS = 8;
/** Each client waits this long between two requests (a closed loop without it saturates 2 cores). */
const THINK_MS = 50;
const BEFORE_FAULT_MS = 3_000;
const PAUSE_MS = 10_000;
const AFTER_FAULT_MS = 8_000;
const ANSWER_WITHIN_MS = 6_000;
const RECOVERY_WITHIN_MS = 5_000;
const RESTART_WITHIN_MS = 30_000;
/**
 * SES outages are kept within what the local mail queue absorbs as `npm start` runs it (5 attempts,
 * 1 s backoff doubling: the fifth attempt comes about 15 s plus the failed attempts' own time after
 * the first), so the mails are delivered late rather than dead-lettered.
 */
const SES_REFUSE_MS = 5_000;
const SES_HANG_MS = 8_000;
const MAILS_PER_FAULT = 3;
const MAIL_WITHIN_MS = 40_000;
const COLLECTIONS = ['tech-docs', 'legal-docs', 'essential-insights', 'changelogs', 'projects', 'current-projects'];

const BASELINE = 'none (baseline)';
const PROJECTS_AND_TOPICS = 'DynamoDB Local paused, projects and topics';

const runId = randomUUID().slice(0, 8);
const t0 = performance.now();
const now = () => performance.now() - t0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let dataDir: string;
let logFile: string;
let services: BackingServices;
let api: ApiAndSite;
let apiUrl: string;
let sesProxy: FaultProxy;
let token: string;
let topicId: string;
const supervisorLog: string[] = [];
const gaveUp: Error[] = [];
const records: CreateRecord[] = [];
const rows: FaultRow[] = [];
let resetAccounts: string[] = [];
const print = console.log.bind(console);
const loadAtStart = os.loadavg()[0]?.toFixed(1);
const originalConsole = { log: console.log, info: console.info, warn: console.warn, error: console.error };

/** The handlers log every outage; their lines go to a file of the run, not the test output. */
function captureLogs(): void {
  const toFile =
    (level: string) =>
    (...parts: unknown[]) =>
      appendFileSync(logFile, `${now().toFixed(0)} ${level} ${parts.map(String).join(' ')}\n`);
  console.log = toFile('log');
  console.info = toFile('info');
  console.warn = toFile('warn');
  console.error = toFile('error');
}

function restoreLogs(): void {
  Object.assign(console, originalConsole);
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** The command line of a process: the pid the supervisor holds must be the service itself, not a wrapper. */
function commandLine(pid: number | undefined): string {
  if (pid === undefined) return '';
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
}

function pidOf(service: SupervisedService): number {
  const pid = service.current.pid;
  if (pid === undefined) throw new Error(`${service.name} has no pid`);
  return pid;
}

/** Where each kind of item the load creates is created, listed and read, and the field holding its label. */
const ITEMS = {
  post: { path: '/posts', list: '/posts?limit=100', field: 'title' },
  project: { path: '/projects', list: '/projects?owner=me&limit=100', field: 'name' },
  topic: { path: '/topics', list: '/topics?limit=100', field: 'name' },
} as const;
type ItemKind = keyof typeof ITEMS;

const pathOf = (kind: CreateKind) => (kind === 'file' ? '/content/files' : ITEMS[kind].path);

function newCreate(kind: CreateKind, client: number, n: number): { label: string; body: Record<string, unknown> } {
  if (kind === 'post') return newPost(runId, topicId);
  if (kind === 'project') return newProject(runId);
  if (kind === 'topic') return newTopic(runId);
  return newFile(runId, COLLECTIONS[(client + n) % COLLECTIONS.length] as string);
}

/**
 * CLIENTS clients creating `kinds` in a loop (each client one kind, taking turns), each create with
 * a fresh key and a unique body, until stopped.
 */
function startLoad(phase: string, kinds: readonly CreateKind[]) {
  let stopped = false;
  const sent: CreateRecord[] = [];
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    const kind = kinds[client % kinds.length] as CreateKind;
    for (let n = 0; !stopped; n++) {
      const { label, body } = newCreate(kind, client, n);
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

const messageOf = (answer: Answer) =>
  typeof answer.json === 'object' && answer.json !== null ? (answer.json as { message?: unknown }).message : undefined;

const describeAnswer = (answer: Answer) =>
  answer.status === 0
    ? `no answer (${answer.error}) after ${Math.round(answer.elapsedMs)} ms`
    : `${answer.status} ${JSON.stringify(answer.json).slice(0, 200)} after ${Math.round(answer.elapsedMs)} ms`;

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

interface Fault {
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
async function underLoad(fault: Fault): Promise<FaultRow> {
  const load = startLoad(fault.name, fault.kinds);
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
    requests: sent.length,
    ok: answers.filter(isSuccess).length,
    unavailable: answers.filter((answer) => answer.status === 503).length,
    other: answers.filter((answer) => !isSuccess(answer) && answer.status !== 503).length,
    maxLatencyMs: Math.max(0, ...answers.map((answer) => answer.elapsedMs)),
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

function pauseFor(service: () => SupervisedService, ms: number): () => Promise<void> {
  return async () => {
    const pid = pidOf(service());
    process.kill(pid, 'SIGSTOP');
    try {
      await sleep(ms);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
  };
}

function killAndAwaitRestart(service: () => SupervisedService): () => Promise<void> {
  return async () => {
    const restarts = service().restarts;
    process.kill(pidOf(service()), 'SIGKILL');
    await waitFor(
      () => service().restarts > restarts || gaveUp.length > 0,
      `${service().name} restart`,
      RESTART_WITHIN_MS,
    );
    if (gaveUp.length > 0) throw gaveUp[0];
  };
}

async function mailsTo(address: string): Promise<InboxMail[]> {
  const answer = await fetch(`${services.env.SES_ENDPOINT}/store`);
  const store = (await answer.json()) as { emails: InboxMail[] };
  return store.emails.filter((mail) => mail.destination.to.includes(address));
}

/** Makes SES refuse or hang while resets are requested; the mails must arrive once it is back. */
async function sesOutage(name: string, mode: ProxyMode, holdMs: number, addresses: string[]): Promise<FaultRow> {
  const queue = runningMailQueue();
  if (!queue) throw new Error('No local mail queue runs in this process');
  const failedBefore = queue.failedAttempts;
  const deadBefore = queue.deadLetters.length;
  const violations: string[] = [];
  const faultStart = now();
  await sesProxy.setMode(mode);
  const answers: Answer[] = [];
  for (const email of addresses) {
    answers.push(await send(apiUrl, 'POST', '/auth/forgot-password', { body: { email } }));
    await sleep(holdMs / (addresses.length + 1));
  }
  await sleep(Math.max(0, holdMs - (now() - faultStart)));
  await sesProxy.setMode('pass');
  const faultEnd = now();
  for (const answer of answers) {
    if (answer.status !== 200) violations.push(`${name}: forgot-password answered ${describeAnswer(answer)}`);
    else if (answer.elapsedMs > ANSWER_WITHIN_MS) {
      violations.push(`${name}: forgot-password took ${Math.round(answer.elapsedMs)} ms`);
    }
  }
  if (queue.failedAttempts === failedBefore) violations.push(`${name}: the mail worker saw no failed attempt`);

  let lastArrival = faultEnd;
  const delivered = new Map<string, number>();
  await waitFor(
    async () => {
      for (const email of addresses) {
        if (delivered.has(email)) continue;
        const mails = await mailsTo(email);
        if (mails.length > 0) {
          delivered.set(email, mails.length);
          lastArrival = now();
        }
      }
      return delivered.size === addresses.length || queue.deadLetters.length > deadBefore;
    },
    `${name}: reset mails`,
    MAIL_WITHIN_MS,
  ).catch((error: Error) => violations.push(error.message));
  // Anything still queued (a retry of a mail that was in fact delivered) would arrive now.
  await queue.drained(MAIL_WITHIN_MS);
  await sleep(1_000);
  let duplicates = 0;
  let verified = 0;
  for (const email of addresses) {
    const mails = await mailsTo(email);
    if (mails.length === 1) verified += 1;
    if (mails.length > 1) duplicates += mails.length - 1;
    if (mails.length !== 1) violations.push(`${name}: ${mails.length} reset mails to ${email} (expected 1)`);
  }
  if (queue.deadLetters.length > deadBefore) {
    violations.push(`${name}: ${queue.deadLetters.length - deadBefore} mails dead-lettered`);
  }
  return {
    fault: name,
    faultMs: faultEnd - faultStart,
    requests: answers.length,
    ok: answers.filter(isSuccess).length,
    unavailable: answers.filter((answer) => answer.status === 503).length,
    other: answers.filter((answer) => !isSuccess(answer) && answer.status !== 503).length,
    maxLatencyMs: Math.max(0, ...answers.map((answer) => answer.elapsedMs)),
    errored: 0,
    retriedOk: 0,
    savedBeforeError: undefined,
    maxTries: 0,
    verified,
    expected: addresses.length,
    duplicates,
    recoveryMs: lastArrival - faultEnd,
    violations,
  };
}

/** Every item of a kind the editor sees (posts: drafts too; projects: the editor's own), as id and label. */
async function allItems(kind: ItemKind): Promise<Array<{ id: string; label: string }>> {
  const items: Array<{ id: string; label: string }> = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const page = await send(apiUrl, 'GET', `${ITEMS[kind].list}${query}`, { token });
    if (page.status !== 200) throw new Error(`GET ${ITEMS[kind].list}: ${describeAnswer(page)}`);
    const json = page.json as { items: Array<Record<string, string>>; cursor: string | null };
    items.push(...json.items.map((item) => ({ id: item.id as string, label: item[ITEMS[kind].field] as string })));
    cursor = json.cursor;
  } while (cursor);
  return items;
}

/** The run's files in the bucket: path in its collection → body. */
async function runFiles(): Promise<Map<string, string>> {
  const s3 = localS3Client(services.env.S3_ENDPOINT as string);
  const files = new Map<string, string>();
  try {
    for (const collection of COLLECTIONS) {
      const prefix = `${CONTENT_KEY_PREFIX}${collection}/faults/${runId}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(
          new ListObjectsV2Command({ Bucket: LOCAL_CONTENT_BUCKET, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key as string;
          const body = await s3.send(new GetObjectCommand({ Bucket: LOCAL_CONTENT_BUCKET, Key: key }));
          files.set(key.slice(CONTENT_KEY_PREFIX.length), (await body.Body?.transformToString()) ?? '');
        }
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
    }
  } finally {
    s3.destroy();
  }
  return files;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), `faults-${runId}-`));
  logFile = path.join(dataDir, 'handlers.log');
  captureLogs();
  services = await startBackingServices({
    ports: { dynamodb: 0, s3: 0, ses: 0, api: 0, web: 0 },
    dataDir,
    supervise: {
      onGiveUp: (error) => gaveUp.push(error),
      log: (line) => supervisorLog.push(`${now().toFixed(0)} ${line}`),
    },
  });
  sesProxy = await startFaultProxy(services.ports.ses);
  api = await startApiAndSite({
    env: { ...services.env, SES_ENDPOINT: sesProxy.endpoint },
    ports: { api: 0, web: 0 },
    web: false,
  });
  apiUrl = api.apiUrl;
  // Imported after startApiAndSite set the environment the lambdas' modules read.
  const { createAccount } = await import('#lambdas/lib/accounts/accounts.ts');
  // Not one of the accounts' words (Fault, Editor, Reader): the password policy would refuse it.
  const password = 'steady under pressure, always';
  const editor = `editor-${runId}@example.test`;
  await createAccount({ email: editor, password, firstName: 'Fault', lastName: 'Editor', roles: ['User', 'Editor'] });
  resetAccounts = Array.from({ length: 2 * MAILS_PER_FAULT }, (_, n) => `reset-${n}-${runId}@example.test`);
  for (const email of resetAccounts) {
    await createAccount({ email, password, firstName: 'Fault', lastName: 'Reader', roles: ['User'] });
  }
  const login = await send(apiUrl, 'POST', '/auth/login', { body: { email: editor, password, rememberMe: false } });
  if (login.status !== 200) throw new Error(`Sign-in failed: ${describeAnswer(login)}`);
  token = (login.json as { token: string }).token;
  const topic = await send(apiUrl, 'POST', '/topics', { token, body: { name: `Faults ${runId}` } });
  if (topic.status !== 201) throw new Error(`Topic: ${describeAnswer(topic)}`);
  topicId = (topic.json as { id: string }).id;
}, 180_000);

afterAll(async () => {
  await api?.stop();
  await sesProxy?.stop();
  await services?.stop();
  restoreLogs();
  const wallMs = now();
  const table = faultTable(rows);
  const failed = rows.some((row) => row.violations.length > 0);
  print(`\nFault suite (run ${runId}), ${CLIENTS} clients, ${(wallMs / 1000).toFixed(0)} s in all\n\n${table}\n`);
  for (const row of rows) for (const violation of row.violations) print(`  FAIL ${violation}`);
  print(`Supervisor:\n${supervisorLog.map((line) => `  ${line}`).join('\n')}`);
  if (failed) print(`Handler logs of the run kept in ${logFile}`);
  else rmSync(dataDir, { recursive: true, force: true });
  if (process.env.FAULTS_WRITE_DOC === '1' && rows.length > 0) {
    const cpus = os.cpus();
    const machine = `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.versions.node}`;
    const load = os.loadavg()[0]?.toFixed(1);
    writeBetweenMarkers(
      path.join(REPO_ROOT, 'docs', 'reliability.md'),
      [
        wrap(
          `Run of ${new Date().toISOString().slice(0, 10)} on ${machine}, load average ${loadAtStart} at the start ` +
            `and ${load} at the end: ${(wallMs / 1000).toFixed(0)} s in all, the stack's start included` +
            `${failed ? ', WITH FAILURES (see Result)' : ''}.`,
        ),
        '',
        table,
        '',
        wrap(
          `The suite starts its own stack on free ports: DynamoDB Local persisted to a temporary folder, s3rver, ` +
            `the in-process SES stand-in behind a small TCP fault proxy, and the API gateway, the backing services ` +
            `supervised as \`npm start\` runs them. ${CLIENTS} signed-in clients create posts (\`POST /api/posts\`; ` +
            `in the second DynamoDB pause, half of them projects and half topics, \`POST /api/projects\` and ` +
            `\`POST /api/topics\`; markdown files, \`POST /api/content/files\`, for the S3 faults), each with a ` +
            `unique body and its own ` +
            `\`Idempotency-Key\`, ${THINK_MS} ms apart, from ${BEFORE_FAULT_MS / 1000} s before each fault to ` +
            `${AFTER_FAULT_MS / 1000} s after it. A pause is SIGSTOP for ${PAUSE_MS / 1000} s, then SIGCONT; a kill is ` +
            `SIGKILL, and lasts until the supervisor has the process running again (nothing else is restarted). SES ` +
            `refuses connections for ${SES_REFUSE_MS / 1000} s, then accepts them and never answers for ` +
            `${SES_HANG_MS / 1000} s, while ${MAILS_PER_FAULT} password resets are requested each time; the local mail ` +
            `queue keeps its \`npm start\` settings (5 attempts, backoff 1 s doubling), which these outages stay ` +
            `within, so the mails come late rather than going to the dead-letter list.`,
        ),
        '',
        wrap(
          `Checks: every answer is 2xx, or 503 with \`Retry-After\` and a JSON \`message\` within ` +
            `${ANSWER_WITHIN_MS / 1000} s (Other counts any other status, or no answer). Each create that answered ` +
            `an error is sent again with its key and body after the fault, honouring \`Retry-After\` and the ` +
            `409 "still in progress" of a cut-off request's key, and must answer 201 (Max tries: the most sends ` +
            `one needed). Saved before the error: of those, the creates the earlier try had in fact saved (the retry ` +
            `answered an item created before it was sent, its own item found by its \`createId\`; a file's answer ` +
            `carries no time). Each acknowledged create that overlapped the fault replays the same answer for its key. ` +
            `Writes verified: afterwards each post, project or topic is read by its id and found exactly once by ` +
            `its unique title or name in the list, each file is in the bucket with its content; Duplicates ` +
            `counts items found more than once (and ` +
            `mails delivered more than once). Recovery: from the fault's end to the first request after which ` +
            `all succeeded, within ${RECOVERY_WITHIN_MS / 1000} s; for SES, to the last reset mail's arrival, each ` +
            `delivered exactly once.`,
        ),
      ].join('\n'),
    );
    print('Wrote the table to docs/reliability.md');
  }
}, 120_000);

describe('faults under a write load', () => {
  it('the supervised pids are the services themselves, not wrappers', () => {
    const supervision = services.supervision;
    if (!supervision) throw new Error('The backing services are not supervised');
    expect(commandLine(supervision.dynamodb.current.pid)).toMatch(/java .*DynamoDBLocal\.jar/);
    expect(commandLine(supervision.s3.current.pid)).toMatch(
      new RegExp(`^\\S*node .*infra/local/s3-server\\.ts ${services.ports.s3} `),
    );
  });

  it('baseline: no fault', { timeout: 60_000 }, async () => {
    const load = startLoad(BASELINE, ['post']);
    await sleep(BEFORE_FAULT_MS);
    const sent = await load.stop();
    const answers = sent.map((record) => record.answer);
    const violations = answers
      .filter((answer) => answer.status !== 201)
      .map(describeAnswer)
      .slice(0, 20);
    rows.push({
      fault: BASELINE,
      faultMs: 0,
      requests: sent.length,
      ok: answers.filter(isSuccess).length,
      unavailable: answers.filter((answer) => answer.status === 503).length,
      other: answers.filter((answer) => !isSuccess(answer) && answer.status !== 503).length,
      maxLatencyMs: Math.max(0, ...answers.map((answer) => answer.elapsedMs)),
      errored: 0,
      retriedOk: 0,
      savedBeforeError: undefined,
      maxTries: 0,
      verified: 0,
      expected: sent.length,
      duplicates: 0,
      recoveryMs: undefined,
      violations,
    });
    expect(violations).toEqual([]);
  });

  const supervised = (name: 'dynamodb' | 's3') => () => {
    const service = services.supervision?.[name];
    if (!service) throw new Error(`${name} is not supervised`);
    return service;
  };
  const faults: Fault[] = [
    { name: 'DynamoDB Local paused (SIGSTOP)', kinds: ['post'], run: pauseFor(supervised('dynamodb'), PAUSE_MS) },
    {
      name: PROJECTS_AND_TOPICS,
      kinds: ['project', 'topic'],
      run: pauseFor(supervised('dynamodb'), PAUSE_MS),
    },
    { name: 'DynamoDB Local killed (SIGKILL)', kinds: ['post'], run: killAndAwaitRestart(supervised('dynamodb')) },
    { name: 's3rver paused (SIGSTOP)', kinds: ['file'], run: pauseFor(supervised('s3'), PAUSE_MS) },
    { name: 's3rver killed (SIGKILL)', kinds: ['file'], run: killAndAwaitRestart(supervised('s3')) },
  ];
  for (const fault of faults) {
    it(fault.name, { timeout: 180_000 }, async () => {
      const row = await underLoad(fault);
      rows.push(row);
      expect(row.violations).toEqual([]);
    });
  }

  it('SES refusing connections, then hanging them: the reset mails arrive once it is back', {
    timeout: 180_000,
  }, async () => {
    const refused = await sesOutage(
      'SES refuses connections',
      'refuse',
      SES_REFUSE_MS,
      resetAccounts.slice(0, MAILS_PER_FAULT),
    );
    rows.push(refused);
    const hung = await sesOutage(
      'SES hangs (accepts, never answers)',
      'hang',
      SES_HANG_MS,
      resetAccounts.slice(MAILS_PER_FAULT),
    );
    rows.push(hung);
    expect([...refused.violations, ...hung.violations]).toEqual([]);
  });

  it('afterwards: every acknowledged write is there, once; nothing was restarted but the killed processes', {
    timeout: 180_000,
  }, async () => {
    const listed = {
      post: await allItems('post'),
      project: await allItems('project'),
      topic: await allItems('topic'),
    };
    const byLabel = new Map<string, Array<{ id: string }>>();
    for (const item of Object.values(listed).flat())
      byLabel.set(item.label, [...(byLabel.get(item.label) ?? []), item]);
    const files = await runFiles();
    const problems: string[] = [];
    for (const row of rows) {
      const sent = records.filter((record) => record.phase === row.fault);
      if (sent.length === 0) continue;
      row.verified = 0;
      row.duplicates = 0;
      await inParallel(sent, CLIENTS, async (record) => {
        const acknowledged = isSuccess(record.answer) ? record.answer : record.retry;
        if (record.kind !== 'file') {
          const item = ITEMS[record.kind];
          const found = byLabel.get(record.label) ?? [];
          if (found.length > 1) row.duplicates += found.length - 1;
          const id = (acknowledged?.json as { id?: string } | undefined)?.id;
          const byId = id ? await send(apiUrl, 'GET', `${item.path}/${id}`, { token }) : undefined;
          const readable = byId?.status === 200 && (byId.json as Record<string, unknown>)[item.field] === record.label;
          if (found.length === 1 && readable && found[0]?.id === id) row.verified += 1;
          else {
            const problem = `${row.fault}: ${record.kind} "${record.label}" found ${found.length}× by ${item.field}, by id ${id}: ${byId ? describeAnswer(byId) : 'never acknowledged'}`;
            row.violations.push(problem);
            problems.push(problem);
          }
        } else {
          const body = files.get(record.label);
          if (body?.includes(`Marker ${String(record.body.name)}`)) row.verified += 1;
          else {
            const problem = `${row.fault}: file ${record.label} ${body === undefined ? 'missing' : 'without its content'}`;
            row.violations.push(problem);
            problems.push(problem);
          }
        }
      });
    }
    for (const kind of ['post', 'project', 'topic'] as const) {
      const ours = listed[kind].filter((item) => item.label.startsWith(`Fault run ${runId} `));
      const sentOfKind = records.filter((record) => record.kind === kind);
      if (ours.length !== sentOfKind.length) {
        problems.push(`${ours.length} ${kind}s of the run, ${sentOfKind.length} sent`);
      }
    }
    const sentFiles = records.filter((record) => record.kind === 'file');
    if (files.size !== sentFiles.length) problems.push(`${files.size} files of the run, ${sentFiles.length} sent`);
    expect(problems).toEqual([]);
    expect(gaveUp).toEqual([]);
    // The API answered throughout from the same process: only the killed services were restarted.
    expect(services.supervision?.dynamodb.restarts).toBe(1);
    expect(services.supervision?.s3.restarts).toBe(1);
    expect(services.supervision?.ses.restarts).toBe(0);
  });
});
