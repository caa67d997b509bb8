import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointGroups } from '#shared/routes.ts';
import { workerFunctions } from '#shared/workers.ts';
import { REPO_ROOT } from '#test/support/source-imports.ts';
import { namesInFirstColumn, tableUnderHeading } from './markdown-tables.ts';

/** docs/layout.md is the one list of the endpoint groups, the workers and the lambdas/lib/ folders. */
const LAYOUT = join(REPO_ROOT, 'docs/layout.md');

const sorted = (names: Iterable<string>) => [...names].sort();

function listedUnder(heading: string): string[] {
  const rows = tableUnderHeading(LAYOUT, heading);
  if (!rows) throw new Error(`docs/layout.md has no table under the heading "${heading}"`);
  return namesInFirstColumn(rows);
}

describe('docs/layout.md', () => {
  it('lists every endpoint group of the route table, and no other', () => {
    expect(sorted(listedUnder('Endpoint groups'))).toEqual(sorted(endpointGroups));
  });

  it('lists every worker of shared/workers.ts, and no other', () => {
    expect(sorted(listedUnder('Workers'))).toEqual(sorted(workerFunctions));
  });

  it('lists every folder of lambdas/lib/, and no other', () => {
    const folders = readdirSync(join(REPO_ROOT, 'lambdas/lib'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(0);
    expect(sorted(listedUnder('lambdas/lib/ folders'))).toEqual(sorted(folders));
  });

  it('names a folder of lambdas/ for every group and worker it lists', () => {
    const folders = readdirSync(join(REPO_ROOT, 'lambdas'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'lib')
      .map((entry) => entry.name);
    expect(sorted(folders)).toEqual(sorted([...listedUnder('Endpoint groups'), ...listedUnder('Workers')]));
  });
});

describe('the README’s architecture diagram', () => {
  const diagram = /```mermaid\n([\s\S]*?)```/.exec(readFileSync(join(REPO_ROOT, 'README.md'), 'utf8'))?.[1] ?? '';

  it('names every endpoint group in its one node for them, and no other', () => {
    const named = /one function per endpoint group: ([^"\]]+)/.exec(diagram)?.[1];
    expect(named, 'a node "λ one function per endpoint group: <groups>"').toBeDefined();
    expect(sorted((named ?? '').split(',').map((group) => group.trim()))).toEqual(sorted(endpointGroups));
  });

  it('draws every worker as a function', () => {
    const missing = workerFunctions.filter((worker) => !new RegExp(`λ ${worker}\\b`).test(diagram));
    expect(diagram).not.toBe('');
    expect(missing).toEqual([]);
  });
});
