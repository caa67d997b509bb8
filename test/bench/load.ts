/**
 * `npm run bench:load`: the local API under concurrent load (autocannon), public reads, sign-in
 * and creates at 20 and 100 connections, next to a raw DynamoDB GetItem against the same
 * DynamoDB Local at the same concurrency. Figures are printed, not asserted.
 *
 * It starts its own stack on free ports (in-memory DynamoDB Local, a temporary S3 folder), so it
 * runs beside `npm start`: the backing services here, the gateway and handlers in a process of
 * their own (test/bench/load/api-process.ts), the load generator and the raw GetItem here. Flags:
 * `--duration=10` (seconds per row), `--connections=20,100`, `--only=get-item,reads,creates,sign-in`
 * (comma-separated), `--write-doc` (the table into docs/reliability.md between
 * `<!-- load:begin -->` and `<!-- load:end -->`).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBClient, GetItemCommand, type GetItemCommandInput } from '@aws-sdk/client-dynamodb';
import { REPO_ROOT } from '#infra/bundling.ts';
import { startBackingServices } from '#infra/local/stack.ts';
import { sdkClientBudget } from '#lambdas/lib/aws/time-budget.ts';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { IDEMPOTENCY_KEY_HEADER } from '#shared/idempotency.ts';
import { createAccounts, SIGN_IN_PASSWORD, signIn, waitForPasswordChecks } from '#test/bench/load/accounts.ts';
import type { FromApiProcess, LogCounts, ToApiProcess } from '#test/bench/load/api-process.ts';
import {
  checks,
  describe,
  fixed,
  non2xx,
  ordered,
  type Row,
  requestsPerSecond,
  writeDoc,
} from '#test/bench/load/report.ts';

/** The part of autocannon 9's options and result this benchmark uses (the package has no types). */
interface AutocannonOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Seconds a request may take before the client gives up on it (default 10). */
  timeout?: number;
  /** Called with each connection's client before its first request. */
  setupClient?: (client: { setBody(body: string): void }) => void;
  /** Replace `[<id>]` in each request with a fresh unique id. */
  idReplacement?: boolean;
}

interface AutocannonResult {
  /** Seconds. */
  duration: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
  latency: { p50: number; p99: number };
  requests: { total: number };
}

const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: AutocannonOptions,
) => Promise<AutocannonResult>;

const SCENARIOS = ['get-item', 'reads', 'creates', 'sign-in'] as const;
type Scenario = (typeof SCENARIOS)[number];

function flag(name: string): string | undefined {
  return process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
}

const DURATION_SECONDS = Number(flag('duration') ?? 10);
if (!(DURATION_SECONDS > 0)) throw new Error(`--duration must be a number of seconds, got ${flag('duration')}`);
const CONNECTIONS = (flag('connections') ?? '20,100').split(',').map(Number);
if (CONNECTIONS.some((count) => !Number.isInteger(count) || count < 1)) {
  throw new Error(`--connections must be whole numbers, got ${flag('connections')}`);
}
const onlyScenarios = flag('only')?.split(',').filter(Boolean);
const unknownScenario = onlyScenarios?.find((scenario) => !(SCENARIOS as readonly string[]).includes(scenario));
if (unknownScenario) throw new Error(`Unknown scenario "${unknownScenario}"; scenarios: ${SCENARIOS.join(', ')}`);
const runs = (scenario: Scenario) => !onlyScenarios || onlyScenarios.includes(scenario);
const WRITE_DOC = process.argv.includes('--write-doc');

/** A short run before each endpoint's first row, so neither Node's nor DynamoDB Local's JIT is measured. */
const WARM_UP_SECONDS = 2;
/** Longer than the function timeout (10 s), so every request gets the gateway's own answer. */
const CLIENT_TIMEOUT_SECONDS = 20;
const API_PROCESS = path.join(REPO_ROOT, 'test', 'bench', 'load', 'api-process.ts');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

/**
 * Who used the cores during the run: every process's CPU time (/proc/stat) against this
 * benchmark's own (this process and its children once ended: DynamoDB Local, local S3, the API
 * process), as shares of all cores. The load average cannot tell the two apart. Undefined where
 * there is no /proc.
 */
function cpuMeter(): () => { own: number; others: number } | undefined {
  const read = () => {
    try {
      // user nice system idle iowait irq softirq steal (guest time is already in user and nice).
      const cpu = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
      const total = cpu.reduce((sum, value) => sum + value, 0);
      const self = readFileSync('/proc/self/stat', 'utf8');
      // Fields 14-17 (utime, stime, cutime, cstime), counted from field 3, the one after the name.
      const times = self
        .slice(self.lastIndexOf(')') + 2)
        .split(' ')
        .slice(11, 15)
        .map(Number);
      return { total, busy: total - (cpu[3] ?? 0) - (cpu[4] ?? 0), own: times.reduce((sum, value) => sum + value, 0) };
    } catch {
      return undefined;
    }
  };
  const start = read();
  return () => {
    const end = read();
    if (!start || !end || end.total <= start.total) return undefined;
    const own = (end.own - start.own) / (end.total - start.total);
    return { own, others: Math.max(0, (end.busy - start.busy) / (end.total - start.total) - own) };
  };
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/** One autocannon run. */
async function loadRow(scenario: string, options: Omit<AutocannonOptions, 'duration'>): Promise<Row> {
  const result = await autocannon({ ...options, duration: DURATION_SECONDS, timeout: CLIENT_TIMEOUT_SECONDS });
  const row: Row = {
    scenario,
    connections: options.connections,
    requestsPerSecond: result.requests.total / result.duration,
    okPerSecond:
      Object.entries(result.statusCodeStats)
        .filter(([code]) => code.startsWith('2'))
        .reduce((sum, [, { count }]) => sum + count, 0) / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    errors: result.errors,
  };
  console.log(`  ${describe(row)}`);
  return row;
}

async function warmUp(options: Omit<AutocannonOptions, 'duration' | 'connections'>): Promise<void> {
  await autocannon({ ...options, connections: 20, duration: WARM_UP_SECONDS });
}

/**
 * The baseline: `connections` loops in this process, each sending one GetItem after the other for
 * the same duration, with the handlers' own client settings (timeouts, retries, sockets).
 */
async function getItemRow(endpoint: string, input: GetItemCommandInput, connections: number): Promise<Row> {
  const client = new DynamoDBClient({ endpoint, region: process.env.AWS_REGION, ...sdkClientBudget(endpoint) });
  const loop = async (seconds: number, latencies: number[]) => {
    let errors = 0;
    const deadline = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < deadline) {
          const started = performance.now();
          try {
            await client.send(new GetItemCommand(input));
            latencies.push(performance.now() - started);
          } catch {
            errors += 1;
          }
        }
      }),
    );
    return errors;
  };
  try {
    await loop(WARM_UP_SECONDS, []);
    const latencies: number[] = [];
    const started = performance.now();
    const errors = await loop(DURATION_SECONDS, latencies);
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const row: Row = {
      scenario: 'raw DynamoDB GetItem (the post item)',
      connections,
      requestsPerSecond: latencies.length / seconds,
      okPerSecond: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      statuses: {},
      errors,
      fractionalMs: true,
    };
    console.log(`  ${describe(row)}`);
    return row;
  } finally {
    client.destroy();
  }
}

/** Starts the gateway and handlers in their own process over `env`, the backing services' settings. */
async function startApiProcess(env: Record<string, string>): Promise<{ child: ChildProcess; apiUrl: string }> {
  // The same loader flags as this process (tsx), so the child runs TypeScript too.
  const child = fork(API_PROCESS, [], { execArgv: process.execArgv });
  const answer = new Promise<FromApiProcess>((resolve, reject) => {
    child.once('message', (message: FromApiProcess) => resolve(message));
    child.once('exit', (code) => reject(new Error(`The API process ended (${code}) before it was ready`)));
  });
  child.send({ type: 'start', env } satisfies ToApiProcess);
  const ready = await answer;
  if (ready.type !== 'ready') throw new Error(`The API process failed: ${'message' in ready ? ready.message : ''}`);
  // An address, not a name: a name would be looked up on libuv's threads, behind the password checks.
  return { child, apiUrl: ready.apiUrl.replace('//localhost:', '//127.0.0.1:') };
}

/** The handlers' warn and error lines, counted by the API process, then that process ended. */
async function stopApiProcess(child: ChildProcess): Promise<LogCounts> {
  let counts: LogCounts = [];
  if (child.connected) {
    const answer = once(child, 'message') as Promise<[FromApiProcess]>;
    child.send({ type: 'logs' } satisfies ToApiProcess);
    const [message] = await answer;
    if (message.type === 'logs') counts = message.counts;
  }
  // SIGKILL: the password checks the last sign-in row left queued would hold a normal exit for
  // as long as they take (about 0.4 s each); nothing in this process needs to be written or closed.
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
  return counts;
}

async function main() {
  const startedAt = performance.now();
  const startLoad = loadAverage();
  const cpuShares = cpuMeter();
  console.log(
    `Node ${process.version}; ${os.cpus().length} cores; load average at the start: ${startLoad}; ${DURATION_SECONDS} s per row at ${CONNECTIONS.join(' and ')} connections.`,
  );
  const services = await startBackingServices({ ports: { dynamodb: 0, s3: 0, ses: 0, api: 0, web: 0 } });
  // This process creates the sign-in accounts and reads the post's key with the handlers' modules.
  Object.assign(process.env, services.env);
  const rows: Row[] = [];
  let logCounts: LogCounts = [];
  try {
    const { child, apiUrl } = await startApiProcess(services.env);
    try {
      const url = (route: string) => `${apiUrl}${route}`;
      const published = (await (await fetch(url('/posts/published'))).json()) as { items: Array<{ id: string }> };
      const postId = published.items[0]?.id;
      if (!postId) throw new Error('The seed has no published post');

      const { Post } = await import('#lambdas/lib/db/entities/post.ts');
      const params = Post.get({ postId }).params<{ TableName: string; Key: Record<string, string> }>();
      const getItem: GetItemCommandInput = {
        TableName: params.TableName,
        Key: Object.fromEntries(Object.entries(params.Key).map(([name, value]) => [name, { S: value }])),
      };
      const reads = [
        { label: 'GET /api/posts', url: url('/posts') },
        { label: 'GET /api/posts/{id}', url: url(`/posts/${postId}`) },
        { label: 'GET /api/projects', url: url('/projects') },
        { label: 'GET /api/health', url: url('/health') },
      ];
      const editor = DEMO_ACCOUNTS.find((account) => account.role === 'Editor');
      if (!editor) throw new Error('No demo editor account');
      const create = {
        url: url('/posts'),
        method: 'POST' as const,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${await signIn(apiUrl, editor.email, editor.password)}`,
          [IDEMPOTENCY_KEY_HEADER]: '[<id>]',
        },
        // A unique title (so slug) and key per request; a draft, so no public page changes.
        body: JSON.stringify({ title: 'Load [<id>]', body: 'Written by npm run bench:load.', status: 'draft' }),
        idReplacement: true,
      };

      console.log('Warming up');
      if (runs('reads')) for (const read of reads) await warmUp({ url: read.url });
      if (runs('creates')) await warmUp(create);
      // Each connection count in turn, the raw GetItem next to the API rows it is compared with.
      for (const connections of CONNECTIONS) {
        if (!runs('get-item') && !runs('reads') && !runs('creates')) break;
        console.log(`${connections} connections`);
        if (runs('get-item')) rows.push(await getItemRow(services.urls.dynamodb, getItem, connections));
        if (runs('reads')) {
          for (const read of reads) rows.push(await loadRow(read.label, { url: read.url, connections }));
        }
        if (runs('creates')) {
          rows.push(await loadRow('POST /api/posts (editor, Idempotency-Key)', { ...create, connections }));
        }
      }

      if (runs('sign-in')) {
        console.log('Sign-in');
        const accounts = Math.max(...CONNECTIONS);
        const creating = performance.now();
        const [single] = await createAccounts(1, 'load-one');
        const emails = await createAccounts(accounts, 'load');
        if (!single) throw new Error('No account for the one-account rows');
        console.log(`  (created ${accounts + 1} accounts in ${((performance.now() - creating) / 1000).toFixed(1)} s)`);
        const login = {
          url: url('/auth/login'),
          method: 'POST' as const,
          headers: { 'content-type': 'application/json' },
        };
        // The one-account rows first: at most five checks are in flight, so little is left queued after them.
        for (const connections of CONNECTIONS) {
          rows.push(
            await loadRow('POST /api/auth/login, one account', {
              ...login,
              connections,
              body: JSON.stringify({ email: single, password: SIGN_IN_PASSWORD }),
            }),
          );
          await waitForPasswordChecks(apiUrl, single);
        }
        for (const [index, connections] of CONNECTIONS.entries()) {
          // Connection i signs in as account i: no account has two sign-ins in flight, so the row
          // measures password checks, not the five-in-flight cap.
          let next = 0;
          rows.push(
            await loadRow(`POST /api/auth/login, ${accounts} accounts`, {
              ...login,
              connections,
              setupClient: (client) => {
                client.setBody(JSON.stringify({ email: emails[next % emails.length], password: SIGN_IN_PASSWORD }));
                next += 1;
              },
            }),
          );
          // After the last row the API process is ended without waiting for the checks still queued.
          if (index < CONNECTIONS.length - 1) await waitForPasswordChecks(apiUrl, single);
        }
      }
    } finally {
      logCounts = await stopApiProcess(child);
    }
  } finally {
    await services.stop();
  }

  const endLoad = loadAverage();
  const wallSeconds = (performance.now() - startedAt) / 1000;
  const shares = cpuShares();
  const cpuLine = shares
    ? `of the ${os.cpus().length} cores' time during the run, this benchmark (its stack included) used ${percent(shares.own)} and other processes ${percent(shares.others)}`
    : 'CPU shares unknown (no /proc)';
  console.log(`\nLoad benchmark (${DURATION_SECONDS} s per row); load average at the end: ${endLoad}; ${cpuLine}`);
  console.table(
    ordered(rows).map((row) => ({
      scenario: row.scenario,
      connections: row.connections,
      'req/s': requestsPerSecond(row.requestsPerSecond),
      '2xx/s': requestsPerSecond(row.okPerSecond),
      'p50 ms': fixed(row.p50, row.fractionalMs),
      'p99 ms': fixed(row.p99, row.fractionalMs),
      'non-2xx (by status)': non2xx(row),
      errors: row.errors,
    })),
  );
  for (const line of checks(rows)) console.log(line);
  const logLines = logCounts.map(([key, { count }]) => `${count} × ${key}`);
  if (logCounts.length) {
    console.log('Handler log lines during the run (counted, not printed):');
    for (const [key, { count, first }] of logCounts) {
      console.log(`  ${count} × ${key}${key.startsWith('error') ? `\n    first: ${first.slice(0, 600)}` : ''}`);
    }
  }
  console.log(`Wall time: ${wallSeconds.toFixed(0)} s`);
  if (WRITE_DOC) {
    writeDoc(rows, {
      startLoad,
      endLoad,
      cpuLine,
      wallSeconds,
      logLines,
      durationSeconds: DURATION_SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
    });
  }
}

await main();
