/**
 * The cold-start part of `npm run bench`: the request each endpoint group answers, the bundles built
 * as deployed, and the table of init + first request next to the bare handler, timed
 * (test/bench/cold-starts.ts) or, with `--instructions`, counted in CPU instructions
 * (test/bench/cold-start-instructions.ts).
 */
import path from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { handlerEntry, REPO_ROOT } from '#infra/bundling.ts';
import type { EndpointGroup } from '#shared/routes.ts';
import {
  type Bundle,
  bundle,
  interleavedColdStarts,
  kb,
  median,
  ms,
  SAMPLES,
  type Sample,
} from '#test/bench/cold-starts.ts';
import { gatewayEvent } from '#test/support/invoke.ts';

/**
 * The request each group answers in the benchmark: a read that makes one DynamoDB call (plus, for
 * signed-in routes, the session lookup that every authenticated request makes).
 */
const BENCH_REQUEST: Record<
  EndpointGroup,
  { method: string; url: string; signedIn?: boolean; body?: unknown; noDatabaseCall?: boolean }
> = {
  health: { method: 'GET', url: '/api/health' },
  analytics: { method: 'GET', url: '/api/visitor/stats' },
  auth: { method: 'GET', url: '/api/auth/me', signedIn: true },
  users: { method: 'GET', url: '/api/roles', signedIn: true },
  // Its only route writes; without a body it stops after authentication (the same two reads).
  content: { method: 'POST', url: '/api/content/files', signedIn: true },
  // Write-only routes: without a body they stop at validation (no DynamoDB call).
  // A valid consent record: one PutItem, like the bare handler's one GetItem.
  privacy: {
    method: 'POST',
    url: '/api/consent',
    body: {
      sessionId: 'bench-session-0001',
      decisions: [
        { categoryId: 'necessary', status: 'accepted', timestamp: '2026-11-21T00:00:00.000Z', version: '1.6.0' },
      ],
      lastUpdated: '2026-11-21T00:00:00.000Z',
      version: '1.6.0',
    },
  },
  // A valid message would also send mail and count two rate limits: measured without a body, it is
  // init plus validation only, so its ratio is not comparable and is not reported.
  contact: { method: 'POST', url: '/api/contact', noDatabaseCall: true },
  blog: { method: 'GET', url: '/api/posts/published' },
  sitemap: { method: 'GET', url: '/api/sitemapitems/root' },
  projects: { method: 'GET', url: '/api/projects' },
  // Two or more queries (sitemap items and posts), so not comparable with the one-call bare handler.
  feeds: { method: 'GET', url: '/api/feeds/rss.xml' },
  // The benchmark's user is no admin: answered 403 after the session lookup (the same two reads).
  dashboard: { method: 'GET', url: '/api/admin/summary', signedIn: true },
  // The benchmark's user is no editor: the library answers 403 after the session lookup (the same two reads).
  media: { method: 'GET', url: '/api/media', signedIn: true },
  // Builds the API document once, with no DynamoDB call: its ratio is not comparable.
  openapi: { method: 'GET', url: '/api/openapi.json', noDatabaseCall: true },
};

const BENCH_USER = {
  email: 'benchmark-user@example.com',
  password: 'bench passphrase 2026',
  // The password policy refuses one that contains the account's names or address (ASVS V6.2.11).
  firstName: 'Ben',
  lastName: 'Mark',
};

/** Registers the benchmark's user through the local API and signs in, for the signed-in requests. */
export async function benchToken(apiUrl: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await post('/auth/register', BENCH_USER);
  const answer = await post('/auth/login', { email: BENCH_USER.email, password: BENCH_USER.password });
  if (!answer.ok) throw new Error(`Benchmark login failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

export interface GroupSubject {
  group: EndpointGroup;
  signedIn: boolean;
  noDatabaseCall: boolean;
  request: string;
  built: Bundle;
  event: APIGatewayProxyEventV2;
}

/** Every benchmarked group's bundle, built as deployed, and the request it answers. */
export async function groupSubjects(groups: readonly EndpointGroup[], token: string): Promise<GroupSubject[]> {
  const subjects: GroupSubject[] = [];
  for (const group of groups) {
    const { method, url, signedIn, body, noDatabaseCall } = BENCH_REQUEST[group];
    const headers = signedIn ? { authorization: `Bearer ${token}` } : undefined;
    subjects.push({
      group,
      signedIn: Boolean(signedIn),
      noDatabaseCall: Boolean(noDatabaseCall),
      request: `${method} ${url}${signedIn ? ' (signed in)' : ''}${noDatabaseCall ? ' (no body: validation only)' : ''}`,
      built: await bundle(group, handlerEntry(group)),
      event: gatewayEvent(method, url, { headers, body }),
    });
  }
  return subjects;
}

/** The baseline: test/bench/bare-handler.ts, one GetItem (or two in parallel, as a signed-in request makes). */
export const bareBundle = () => bundle('bare', path.join(REPO_ROOT, 'test', 'bench', 'bare-handler.ts'));

export async function coldStartTable(env: NodeJS.ProcessEnv, groups: GroupSubject[]): Promise<void> {
  const bare = await bareBundle();
  // Baselines: one GetItem, and two in parallel for signed-in requests (session + user).
  const [oneCall = [], twoCalls = [], ...groupSamples] = interleavedColdStarts(
    [
      { file: bare.file, event: { calls: 1 } },
      { file: bare.file, event: { calls: 2 } },
      ...groups.map(({ built, event }) => ({ file: built.file, event })),
    ],
    env,
    SAMPLES,
  );
  const totalOf = (samples: Sample[]) => median(samples.map((sample) => sample.initMs + sample.firstRequestMs));
  const timesOf = (samples: Sample[]) =>
    `${ms(median(samples.map((s) => s.initMs)))} + ${ms(median(samples.map((s) => s.firstRequestMs)))} = ${ms(totalOf(samples))}`;
  const rows = groups.map(({ group, request, built, signedIn, noDatabaseCall }, index) => {
    const samples = groupSamples[index] ?? [];
    const baseline = signedIn ? twoCalls : oneCall;
    return {
      group,
      request,
      status: [...new Set(samples.map((sample) => sample.statusCode))].join('/'),
      bundle: `${kb(built.bytes)} (${kb(built.gzipBytes)} gz)`,
      'init + first': timesOf(samples),
      rss: `${median(samples.map((s) => s.rssMb)).toFixed(0)} MB`,
      'bare handler': `${signedIn ? '2 GetItems' : '1 GetItem'}: ${timesOf(baseline)}`,
      ratio: noDatabaseCall ? 'n/a' : `${(totalOf(samples) / totalOf(baseline)).toFixed(2)}× (budget ≤ 1.30×)`,
    };
  });
  console.log(`Lambda bundles: init + first request vs a bare handler (${kb(bare.bytes)}, ${kb(bare.gzipBytes)} gz)`);
  console.table(rows);
}
