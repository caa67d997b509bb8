/**
 * `npm run bench`: per endpoint group, the deployed bundle's size and its init + first-request
 * time next to a bare handler doing the same single DynamoDB call; then the local API's latency
 * next to a raw SDK call for the same item. Figures are printed, not asserted.
 * `tsx test/bench/run.ts --only=cold-start,latency` runs just the named parts (cold-start,
 * latency, index, search, render, pages, scale, spa, page-views); `--groups=auth,health` limits the cold-start table to some
 * groups; `--instructions` counts the cold starts in CPU instructions (valgrind) instead of timing them.
 * `pages` is the render function of rendered pages (docs/rendering.md): a full render and
 * one post's stream record; `scale` a full render of 10,000 generated documents through the local
 * fan-out (test/bench/render-scale.ts). `search` compares the search engines on content/ and 10,000 generated
 * documents (test/bench/search.ts). `page-views` counts what a public page view costs on a local stack
 * of its own and prices it (test/bench/page-view-cost.ts, docs/cost.md).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { REPO_ROOT } from '#infra/bundling.ts';
import { startApiAndSite, startBackingServices } from '#infra/local/stack.ts';
import { buildCollectionIndex } from '#lambdas/lib/content/indexer.ts';
import { endpointGroups } from '#shared/routes.ts';
import { coldStartInstructionTable } from '#test/bench/cold-start-instructions.ts';
import { benchToken, coldStartTable, groupSubjects } from '#test/bench/cold-start-table.ts';
import { kb, median, ms, prepareBenchDir, SAMPLES } from '#test/bench/cold-starts.ts';
import { generatedDocuments } from '#test/bench/generated-documents.ts';
import { loggerCostTable } from '#test/bench/logger-cost.ts';
import { searchTables } from '#test/bench/search.ts';
import { spaFirstLoad } from '#test/bench/spa-first-load.ts';

const LATENCY_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);

const PARTS = [
  'cold-start',
  'latency',
  'index',
  'search',
  'render',
  'pages',
  'scale',
  'spa',
  'page-views',
  'logger',
] as const;
type Part = (typeof PARTS)[number];
/** Run only when named: the logger comparison that chose the project's own logger over Powertools Logger. */
const OPT_IN_PARTS: readonly Part[] = ['logger'];

function listFlag(name: string): string[] | undefined {
  const value = process.argv.find((argument) => argument.startsWith(`--${name}=`))?.slice(name.length + 3);
  return value?.split(',').filter(Boolean);
}

const onlyParts = listFlag('only');
const unknownPart = onlyParts?.find((part) => !(PARTS as readonly string[]).includes(part));
if (unknownPart) throw new Error(`Unknown benchmark part "${unknownPart}"; parts: ${PARTS.join(', ')}`);
const runs = (part: Part) => (onlyParts ? onlyParts.includes(part) : !OPT_IN_PARTS.includes(part));

const onlyGroups = listFlag('groups');
const unknownGroup = onlyGroups?.find((group) => !(endpointGroups as readonly string[]).includes(group));
if (unknownGroup) throw new Error(`Unknown endpoint group "${unknownGroup}"; groups: ${endpointGroups.join(', ')}`);
const benchGroups = endpointGroups.filter((group) => !onlyGroups || onlyGroups.includes(group));
/** `--instructions`: the cold-start table in CPU instructions (valgrind) instead of milliseconds. */
const countInstructions = process.argv.includes('--instructions');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

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
  for (const { file, markdown } of generatedDocuments()) {
    mkdirSync(path.dirname(path.join(collection, file)), { recursive: true });
    writeFileSync(path.join(collection, file), markdown);
  }
  const time = (run: () => unknown) => {
    const samples = Array.from({ length: 5 }, () => {
      const started = performance.now();
      run();
      return performance.now() - started;
    });
    return median(samples);
  };
  const readDocuments = () =>
    readdirSync(collection, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => ({ path: file, markdown: readFileSync(path.join(collection, file), 'utf8') }));
  const readOnly = time(readDocuments);
  // The content function's indexer, as it runs on a bucket event (there over S3 listings).
  const indexed = time(() => buildCollectionIndex('tech-docs', readDocuments()));
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

/**
 * The render function of rendered pages (test/bench/render-pages.ts), a full render at scale
 * (render-scale.ts) or the cost of a page view (page-view-cost.ts), in a process of its own: the
 * handler modules keep the endpoints of the first local stack they were loaded with.
 */
function benchInOwnProcess(script: 'render-pages.ts' | 'render-scale.ts' | 'page-view-cost.ts'): void {
  const file = path.join(REPO_ROOT, 'test', 'bench', script);
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The benchmark ${script} failed (exit ${result.status})`);
}

/** Other work on the machine slows the samples: the 1, 5 and 15 minute load averages. */
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');

async function main() {
  await prepareBenchDir();
  console.log(
    `Node ${process.version}; ${SAMPLES} cold starts per bundle (a fresh process each, interleaved), medians shown.`,
  );
  console.log(`Load average at the start: ${loadAverage()}\n`);
  if (runs('cold-start') || runs('latency') || runs('logger')) {
    const services = await startBackingServices({ ports: { dynamodb: 0, s3: 0, ses: 0, api: 0, web: 0 } });
    try {
      const api = await startApiAndSite({ env: services.env, ports: { api: 0, web: 0 } });
      try {
        if (runs('cold-start')) {
          const subjects = await groupSubjects(benchGroups, await benchToken(api.apiUrl));
          const env = { ...process.env, ...services.env };
          if (countInstructions) await coldStartInstructionTable(env, subjects);
          else await coldStartTable(env, subjects);
        }
        if (runs('latency')) await latencyTable(api.apiUrl, services.env);
        if (runs('logger')) await loggerCostTable({ ...process.env, ...services.env });
      } finally {
        await api.stop();
      }
    } finally {
      await services.stop();
    }
  }
  if (runs('index')) indexBuildTable();
  if (runs('search')) await searchTables();
  if (runs('render')) await renderTable();
  if (runs('pages')) benchInOwnProcess('render-pages.ts');
  if (runs('scale')) benchInOwnProcess('render-scale.ts');
  if (runs('spa')) await spaFirstLoad();
  if (runs('page-views')) benchInOwnProcess('page-view-cost.ts');
  console.log(`Load average at the end: ${loadAverage()}`);
}

await main();
