import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupervisedService } from '#infra/local/services/supervisor.ts';
import { type ApiAndSite, type BackingServices, startApiAndSite, startBackingServices } from '#infra/local/stack.ts';
import { REPO_ROOT } from '#test/support/source-imports.ts';
import { now, sleep, waitFor } from './clock';
import { type FaultProxy, startFaultProxy } from './fault-proxy';
import { allItems, ITEMS, runFiles } from './inventory';
import { type FaultRow, faultTable, wrap, writeBetweenMarkers } from './report';
import { sesOutage } from './ses-outage';
import {
  AFTER_FAULT_MS,
  ANSWER_WITHIN_MS,
  BEFORE_FAULT_MS,
  CLIENTS,
  MAILS_PER_FAULT,
  PAUSE_MS,
  RECOVERY_WITHIN_MS,
  RESTART_WITHIN_MS,
  SES_HANG_MS,
  SES_REFUSE_MS,
  THINK_MS,
} from './settings';
import { type Fault, type LoadTarget, startLoad, underLoad } from './under-load';
import { answerCounts, type CreateRecord, describeAnswer, inParallel, isSuccess, send } from './write-load';

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

const BASELINE = 'none (baseline)';
const PROJECTS_AND_TOPICS = 'DynamoDB Local paused, projects and topics';

const runId = randomUUID().slice(0, 8);
let dataDir: string;
let logFile: string;
let services: BackingServices;
let api: ApiAndSite;
let apiUrl: string;
let sesProxy: FaultProxy;
let token: string;
let topicId: string;
const supervisorLog: string[] = [];
/** What the load runs against, once beforeAll has signed in and made the topic. */
const target = (): LoadTarget => ({ apiUrl, token, runId, topicId, records });
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
      new RegExp(`^\\S*node .*infra/local/s3/s3-server\\.ts ${services.ports.s3} `),
    );
  });

  it('baseline: no fault', { timeout: 60_000 }, async () => {
    const load = startLoad(target(), BASELINE, ['post']);
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
      ...answerCounts(answers),
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
      const row = await underLoad(target(), fault);
      rows.push(row);
      expect(row.violations).toEqual([]);
    });
  }

  it('SES refusing connections, then hanging them: the reset mails arrive once it is back', {
    timeout: 180_000,
  }, async () => {
    const ses = { apiUrl, inboxUrl: services.env.SES_ENDPOINT as string, sesProxy };
    const refused = await sesOutage(
      ses,
      'SES refuses connections',
      'refuse',
      SES_REFUSE_MS,
      resetAccounts.slice(0, MAILS_PER_FAULT),
    );
    rows.push(refused);
    const hung = await sesOutage(
      ses,
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
      post: await allItems(apiUrl, token, 'post'),
      project: await allItems(apiUrl, token, 'project'),
      topic: await allItems(apiUrl, token, 'topic'),
    };
    const byLabel = new Map<string, Array<{ id: string }>>();
    for (const item of Object.values(listed).flat())
      byLabel.set(item.label, [...(byLabel.get(item.label) ?? []), item]);
    const files = await runFiles(services.env.S3_ENDPOINT as string, runId);
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
