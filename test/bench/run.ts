/**
 * `npm run bench`: per endpoint group, the deployed bundle's size and its init + first-request
 * time next to a bare handler doing the same single DynamoDB call; then the local API's latency
 * next to a raw SDK call for the same item. Figures are printed, not asserted.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { build } from 'esbuild';
import { handlerEntry, lambdaBundling, REPO_ROOT } from '#infra/bundling.ts';
import { buildCollectionIndexes } from '#infra/content/collection-indexes.ts';
import { startApiAndSite, startBackingServices } from '#infra/local/stack.ts';
import { type EndpointGroup, endpointGroups } from '#shared/routes.ts';
import { gatewayEvent } from '../support/invoke';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 11);
const LATENCY_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const OUT_DIR = path.join(REPO_ROOT, '.cache', 'bench');

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
  // Builds the API document once, with no DynamoDB call: its ratio is not comparable.
  openapi: { method: 'GET', url: '/api/openapi.json', noDatabaseCall: true },
};

const BENCH_USER = {
  email: 'bench@example.com',
  password: 'bench passphrase 2026',
  firstName: 'Bench',
  lastName: 'Mark',
};

/** Registers the benchmark's user through the local API and signs in, for the signed-in requests. */
async function benchToken(apiUrl: string): Promise<string> {
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

async function bundle(name: string, entry: string): Promise<{ file: string; bytes: number; gzipBytes: number }> {
  // .cjs: the repository's package.json says "type": "module"; in Lambda the bundle is index.js.
  const outfile = path.join(OUT_DIR, name, 'index.cjs');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: lambdaBundling.format,
    platform: lambdaBundling.platform,
    target: lambdaBundling.target,
    mainFields: [...lambdaBundling.mainFields],
    minify: lambdaBundling.minify,
    sourcemap: lambdaBundling.sourcemap,
    legalComments: lambdaBundling.legalComments,
    external: lambdaBundling.external,
    logLevel: 'error',
  });
  const code = readFileSync(outfile);
  return { file: outfile, bytes: code.length, gzipBytes: gzipSync(code).length };
}

interface Sample {
  initMs: number;
  firstRequestMs: number;
  statusCode: number;
  rssMb: number;
}

function coldStart(bundleFile: string, event: unknown, env: NodeJS.ProcessEnv): Sample {
  const runner = path.join(OUT_DIR, 'cold-start.mjs');
  const output = execFileSync(process.execPath, [runner, bundleFile, JSON.stringify(event)], { env, encoding: 'utf8' });
  return JSON.parse(output) as Sample;
}

/**
 * Samples every bundle in turn (bare, group 1, group 2, …, bare, …) so that whatever else the
 * machine does at the moment affects the baseline and the groups alike.
 */
function interleavedColdStarts(subjects: Array<{ file: string; event: unknown }>, env: NodeJS.ProcessEnv): Sample[][] {
  const samples: Sample[][] = subjects.map(() => []);
  for (let round = 0; round < SAMPLES; round++) {
    subjects.forEach((subject, index) => {
      samples[index]?.push(coldStart(subject.file, subject.event, env));
    });
  }
  return samples;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(value < 1 ? 2 : 1)} ms`;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The JS a visitor downloads before the home page renders: the entry, its static imports, the home chunk. */
async function spaFirstLoad(): Promise<void> {
  const outDir = path.join(OUT_DIR, 'web');
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    configFile: path.join(REPO_ROOT, 'web', 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const addWithImports = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) addWithImports(imported);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const homeKey = Object.keys(manifest).find((key) => key.endsWith('routes/home.tsx'));
  if (!entryKey || !homeKey) throw new Error('SPA manifest has no entry or no home route chunk');
  addWithImports(entryKey);
  addWithImports(homeKey);
  const rows = [...files].map((file) => {
    const code = readFileSync(path.join(outDir, file));
    return { file, size: kb(code.length), gzip: gzipSync(code).length };
  });
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const echarts = [...files].some((file) => readFileSync(path.join(outDir, file), 'utf8').includes('echarts'));
  console.log('\nSPA first load of the home page (JS)');
  console.table(rows.map((row) => ({ ...row, gzip: kb(row.gzip) })));
  console.log(
    `Total ${kb(total)} gzip (budget ≤ 100 KB); echarts in first load: ${echarts ? 'YES (over budget)' : 'no'}`,
  );
}

async function coldStartTable(env: NodeJS.ProcessEnv, token: string): Promise<void> {
  const bare = await bundle('bare', path.join(REPO_ROOT, 'test', 'bench', 'bare-handler.ts'));
  const groups = [];
  for (const group of endpointGroups) {
    const { method, url, signedIn, body, noDatabaseCall } = BENCH_REQUEST[group];
    const headers = signedIn ? { authorization: `Bearer ${token}` } : undefined;
    groups.push({
      group,
      signedIn: Boolean(signedIn),
      noDatabaseCall: Boolean(noDatabaseCall),
      request: `${method} ${url}${signedIn ? ' (signed in)' : ''}${noDatabaseCall ? ' (no body: validation only)' : ''}`,
      built: await bundle(group, handlerEntry(group)),
      event: gatewayEvent(method, url, { headers, body }),
    });
  }
  // Baselines: one GetItem, and two in parallel for signed-in requests (session + user).
  const [oneCall = [], twoCalls = [], ...groupSamples] = interleavedColdStarts(
    [
      { file: bare.file, event: { calls: 1 } },
      { file: bare.file, event: { calls: 2 } },
      ...groups.map(({ built, event }) => ({ file: built.file, event })),
    ],
    env,
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

async function latencyTable(apiUrl: string, env: Record<string, string>): Promise<void> {
  const raw = new DynamoDBClient({ endpoint: env.DYNAMODB_ENDPOINT, region: env.AWS_REGION });
  const key = { pk: { S: '$portfolio#name_totalvisitors' }, sk: { S: '$sitecounter_1' } };
  const timeIt = async (call: () => Promise<unknown>) => {
    for (let warm = 0; warm < 20; warm++) await call();
    const times: number[] = [];
    for (let index = 0; index < LATENCY_REQUESTS; index++) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
    return times;
  };
  const viaApi = await timeIt(async () => (await fetch(`${apiUrl}/visitor/stats`)).json());
  const viaSdk = await timeIt(() => raw.send(new GetItemCommand({ TableName: env.TABLE_NAME, Key: key })));
  raw.destroy();
  console.log(`\nLocal API latency over ${LATENCY_REQUESTS} sequential requests (after 20 warm-up)`);
  console.table([
    {
      call: 'GET /api/visitor/stats via local gateway',
      p50: ms(percentile(viaApi, 50)),
      p99: ms(percentile(viaApi, 99)),
    },
    { call: 'raw SDK GetItem, same item', p50: ms(percentile(viaSdk, 50)), p99: ms(percentile(viaSdk, 99)) },
  ]);
}

/** 10,000 generated documents in nested folders: the index build next to just reading them. */
function indexBuildTable(): void {
  const root = mkdtempSync(path.join(os.tmpdir(), 'bench-content-'));
  const collection = path.join(root, 'tech-docs');
  const paragraph = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(12);
  for (let index = 0; index < 10_000; index++) {
    const folder = path.join(collection, `area-${index % 10}`, `topic-${index % 37}`, `part-${index % 5}`);
    mkdirSync(folder, { recursive: true });
    const day = String((index % 28) + 1).padStart(2, '0');
    writeFileSync(
      path.join(folder, `document-${index}.md`),
      `# Document ${index}\ndescription: Generated document ${index}.\nupdated: 2026-0${(index % 9) + 1}-${day}\n\n${paragraph}\n`,
    );
  }
  const time = (run: () => unknown) => {
    const samples = Array.from({ length: 5 }, () => {
      const started = performance.now();
      run();
      return performance.now() - started;
    });
    return median(samples);
  };
  const readOnly = time(() => {
    for (const file of readdirSync(collection, { recursive: true, encoding: 'utf8' })) {
      if (file.endsWith('.md')) readFileSync(path.join(collection, file), 'utf8');
    }
  });
  const indexed = time(() => buildCollectionIndexes(root));
  rmSync(root, { recursive: true, force: true });
  console.log('\nContent index for 10,000 generated documents (median of 5)');
  console.table([
    { step: 'read the files only (baseline)', time: ms(readOnly) },
    { step: 'read + build every collection index', time: ms(indexed), budget: '< 1 s' },
  ]);
}

/**
 * A generated 50 KB document, next to reading it: rendered ahead by the content function (code
 * highlighted), and as the SPA renders a post (markdown-it on the page, then the worker highlights).
 */
async function renderTable(): Promise<void> {
  const { renderMarkdown } = await import('#shared/markdown/renderer.ts');
  const { renderDocumentFile } = await import('#lambdas/lib/content/rendered-documents.ts');
  const { highlightCode } = await import('#shared/markdown/syntax-highlighter.ts');
  const { default: MarkdownIt } = await import('markdown-it');
  const fences = (markdown: string) => new MarkdownIt().parse(markdown, {}).filter((token) => token.type === 'fence');
  const section = (index: number) =>
    [
      `## Section ${index}`,
      '',
      `Some *emphasis*, **strong text**, \`inline code\` and [a link](/tech-docs/csharp) in paragraph ${index}.`,
      '',
      '- first item',
      '- second item with `code`',
      '',
      '```ts',
      `export function handler${index}(event: { id: string }) {`,
      '  return { statusCode: 200, body: JSON.stringify(event) };',
      '}',
      '```',
      '',
      '| Column | Value |',
      '|---|---|',
      `| row | ${index} |`,
      '',
    ].join('\n');
  let markdown = '# A long document\ndescription: Generated for the benchmark.\n\n';
  for (let index = 0; new TextEncoder().encode(markdown).length < 50 * 1024; index++) markdown += section(index);
  const file = path.join(os.tmpdir(), 'bench-document.md');
  writeFileSync(file, markdown);
  const time = (run: () => unknown) =>
    median(
      Array.from({ length: 20 }, () => {
        const started = performance.now();
        run();
        return performance.now() - started;
      }),
    );
  const readOnly = time(() => readFileSync(file, 'utf8'));
  const renderedAhead = time(() => renderDocumentFile(readFileSync(file, 'utf8')));
  const rendered = time(() => renderMarkdown(readFileSync(file, 'utf8')));
  // What the page's highlighter worker does with the code blocks once the document is shown.
  const highlighted = time(() => {
    for (const fence of fences(readFileSync(file, 'utf8'))) highlightCode(fence.content, fence.info);
  });
  rmSync(file, { force: true });
  console.log(`\nRendering a ${kb(new TextEncoder().encode(markdown).length)} document (median of 20)`);
  console.table([
    { step: 'read the file only (baseline)', time: ms(readOnly) },
    { step: 'read + render with code highlighted, in the content function', time: ms(renderedAhead) },
    { step: 'read + render (markdown-it), on the page', time: ms(rendered) },
    { step: 'read + highlight the code blocks, in the worker', time: ms(highlighted) },
  ]);
}

async function main() {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  await build({
    entryPoints: [path.join(REPO_ROOT, 'test', 'bench', 'cold-start.ts')],
    outfile: path.join(OUT_DIR, 'cold-start.mjs'),
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'error',
  });
  console.log(
    `Node ${process.version}; ${SAMPLES} cold starts per bundle (a fresh process each, interleaved), medians shown.\n`,
  );
  const services = await startBackingServices({ ports: { dynamodb: 0, s3: 0, ses: 0, api: 0, web: 0 } });
  try {
    const api = await startApiAndSite({ env: services.env, ports: { api: 0, web: 0 } });
    try {
      const token = await benchToken(api.apiUrl);
      await coldStartTable({ ...process.env, ...services.env }, token);
      await latencyTable(api.apiUrl, services.env);
    } finally {
      await api.stop();
    }
  } finally {
    await services.stop();
  }
  indexBuildTable();
  await renderTable();
  await spaFirstLoad();
}

await main();
