import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as clientDynamodb from '@aws-sdk/client-dynamodb';
import * as libDynamodb from '@aws-sdk/lib-dynamodb';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BUNDLE_ALIASES, handlerEntry, lambdaBundling, REPO_ROOT } from '#infra/bundling.ts';

/**
 * The bundles take `@aws-sdk/lib-dynamodb` and `@aws-sdk/client-dynamodb` through
 * lambdas/lib/db/sdk-entry-points/ (BUNDLE_ALIASES), files that re-export single SDK files. These
 * checks keep them true to the packages and to what ElectroDB sends, and show what they are for:
 * a group's bundle without every command of the DynamoDB client.
 */
const require = createRequire(import.meta.url);
const folder = path.join(REPO_ROOT, 'lambdas', 'lib', 'db', 'sdk-entry-points');

/** The names an entry-point file exports and the files it takes them from. */
function entryPoint(file: string): { names: string[]; sources: string[] } {
  const code = readFileSync(path.join(folder, file), 'utf8');
  const names: string[] = [];
  const sources: string[] = [];
  for (const [, list = '', source = ''] of code.matchAll(/export \{([^}]+)\} from '([^']+)'/g)) {
    names.push(
      ...list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    );
    sources.push(path.resolve(folder, source));
  }
  return { names, sources };
}

describe('the DynamoDB SDK entry points of the bundles', () => {
  it('are the aliases of both packages', () => {
    expect(BUNDLE_ALIASES['@aws-sdk/lib-dynamodb']).toBe(path.join(folder, 'lib-dynamodb.js'));
    expect(BUNDLE_ALIASES['@aws-sdk/client-dynamodb']).toBe(path.join(folder, 'client-dynamodb.js'));
  });

  it('export every command ElectroDB sends through lib-dynamodb', () => {
    const electroClient = readFileSync(require.resolve('electrodb/src/client.js'), 'utf8');
    const sent = [...new Set([...electroClient.matchAll(/new this\.lib\.(\w+)\(/g)].map(([, name]) => name))];
    expect(sent).toHaveLength(10);
    expect(entryPoint('lib-dynamodb.js').names).toEqual(expect.arrayContaining(sent));
  });

  it.each(['lib-dynamodb.js', 'client-dynamodb.js'])(
    '%s re-exports existing files under their package names',
    (file) => {
      const { names, sources } = entryPoint(file);
      const real: Record<string, unknown> = file === 'lib-dynamodb.js' ? libDynamodb : clientDynamodb;
      expect(names.length).toBeGreaterThan(5);
      for (const name of names) expect(typeof real[name], name).toBe('function');
      for (const source of sources) expect(existsSync(source), source).toBe(true);
    },
  );

  it('leave the client’s other commands out of a group’s bundle', async () => {
    const result = await build({
      entryPoints: [handlerEntry('blog')],
      bundle: true,
      write: false,
      metafile: true,
      outfile: path.join(REPO_ROOT, '.cache', 'sdk-entry-points-test.cjs'),
      format: lambdaBundling.format,
      platform: lambdaBundling.platform,
      target: lambdaBundling.target,
      mainFields: [...lambdaBundling.mainFields],
      external: lambdaBundling.external,
      alias: lambdaBundling.alias,
      logLevel: 'error',
    });
    const inputs = Object.keys(result.metafile.inputs);
    const commands = inputs.filter((input) => input.includes('client-dynamodb/dist-es/commands/'));
    expect(commands.length).toBeGreaterThan(0);
    expect(commands.length).toBeLessThanOrEqual(entryPoint('client-dynamodb.js').names.length);
    expect(inputs.some((input) => input.endsWith('client-dynamodb/dist-es/index.js'))).toBe(false);
    expect(inputs.some((input) => input.includes('ListTablesCommand'))).toBe(false);
  }, 60_000);
});
