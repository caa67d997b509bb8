/**
 * Where a group's cold start goes above the bare handler's, in CPU instructions:
 * `tsx test/bench/cold-start-stages.ts` bundles a series of entry points, each importing one more
 * layer of the blog group than the last (the SDK client, ElectroDB, the project's DynamoDB client,
 * the entities, the HTTP stack, authentication, the route modules), and counts each one's init the
 * way the cold-start table does (test/bench/cold-start-instructions.ts: cachegrind, less a process
 * that loads an empty handler). The difference between two stages is what that layer costs at
 * init; the last two rows are the whole group, init only and init + first request
 * (`GET /api/posts/published`), next to the bare handler's. Figures in docs/cold-starts.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '#infra/bundling.ts';
import { startBackingServices } from '#infra/local/stack.ts';
import { countInstructions } from '#test/bench/cold-start-instructions.ts';
import { bundle, OUT_DIR, prepareBenchDir } from '#test/bench/cold-starts.ts';
import { gatewayEvent } from '#test/support/invoke.ts';

const source = (file: string) => JSON.stringify(path.join(REPO_ROOT, file));

/** Each stage's imports, added to every earlier stage's (the cost of a layer is its row's difference). */
const LAYERS: Array<{ stage: string; imports: string[] }> = [
  { stage: 'bare handler (client-dynamodb, one client)', imports: ['test/bench/bare-handler.ts'] },
  { stage: '+ electrodb (its CommonJS build, lib-dynamodb)', imports: ['electrodb'] },
  { stage: "+ the project's DynamoDB client and config", imports: ['lambdas/lib/db/entity-config.ts'] },
  {
    stage: "+ the group's 7 entities (new Entity at import)",
    imports: [
      'lambdas/lib/db/entities/session.ts',
      'lambdas/lib/db/entities/user.ts',
      'lambdas/lib/db/entities/post.ts',
      'lambdas/lib/db/entities/blog-node.ts',
      'lambdas/lib/db/entities/post-link.ts',
      'lambdas/lib/db/entities/media-item.ts',
      'lambdas/lib/db/entities/unique-value.ts',
    ],
  },
  { stage: '+ Powertools Metrics', imports: ['lambdas/lib/metrics.ts'] },
  { stage: '+ Powertools Idempotency (run-once)', imports: ['lambdas/lib/idempotency/run-once.ts'] },
  { stage: '+ zod and the blog schemas', imports: ['shared/validation/blog.ts'] },
  { stage: '+ endpoint group (middy, route table)', imports: ['lambdas/lib/http/endpoint-group.ts'] },
  { stage: '+ authenticate (aws-jwt-verify, sessions)', imports: ['lambdas/lib/auth/authenticate.ts'] },
  { stage: '+ the route modules: the blog group, init', imports: ['lambdas/blog/handler.ts'] },
];

function stageEntry(name: string, imports: string[]): string {
  const file = path.join(OUT_DIR, 'stage-entries', `${name}.ts`);
  mkdirSync(path.dirname(file), { recursive: true });
  const lines = imports.map((module, index) => {
    const specifier = module.includes('/') && !module.startsWith('@') ? source(module) : JSON.stringify(module);
    return `import * as m${index} from ${specifier};`;
  });
  // Every namespace is read, so nothing is tree-shaken away; the handler answers without a call.
  lines.push(`const loaded = [${imports.map((_, index) => `m${index}`).join(', ')}];`);
  lines.push(
    `export const handler = async () => ({ statusCode: loaded.every((m) => Object.keys(m).length > 0) ? 200 : 500 });`,
  );
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

const millions = (instructions: number) => `${(instructions / 1e6).toFixed(1)} M`;

async function main() {
  await prepareBenchDir();
  const services = await startBackingServices({ ports: { dynamodb: 0, s3: 0, ses: 0, api: 0, web: 0 } });
  try {
    const env = { ...process.env, ...services.env };
    const empty = await bundle('empty', path.join(REPO_ROOT, 'test', 'bench', 'empty-handler.ts'));
    const process0 = countInstructions(empty.file, {}, env).instructions;
    const rows: Array<{ stage: string; status: number; init: string; layer: string }> = [];
    let previous = 0;
    const imports: string[] = [];
    for (const [index, layer] of LAYERS.entries()) {
      imports.push(...layer.imports);
      const built = await bundle(`stage-${index}`, stageEntry(`stage-${index}`, imports));
      const counted = countInstructions(built.file, {}, env);
      const net = counted.instructions - process0;
      rows.push({
        stage: layer.stage,
        status: counted.statusCode,
        init: millions(net),
        layer: millions(net - previous),
      });
      previous = net;
    }
    const bare = await bundle('bare', path.join(REPO_ROOT, 'test', 'bench', 'bare-handler.ts'));
    const bareCount = countInstructions(bare.file, { calls: 1 }, env);
    rows.push({
      stage: 'bare handler, init + one GetItem',
      status: bareCount.statusCode,
      init: millions(bareCount.instructions - process0),
      layer: '',
    });
    const blog = await bundle('blog', path.join(REPO_ROOT, 'lambdas', 'blog', 'handler.ts'));
    const blogCount = countInstructions(blog.file, gatewayEvent('GET', '/api/posts/published'), env);
    const blogNet = blogCount.instructions - process0;
    rows.push({
      stage: 'blog, init + GET /api/posts/published',
      status: blogCount.statusCode,
      init: millions(blogNet),
      layer: millions(blogNet - previous),
    });
    console.log(
      `Init in CPU instructions (cachegrind, node --predictable), less ${millions(process0)} for an empty handler`,
    );
    console.table(rows);
  } finally {
    await services.stop();
  }
}

await main();
