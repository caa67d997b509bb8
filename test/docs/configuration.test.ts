import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { CONTEXT_DEFAULTS, readConfig } from '#infra/config.ts';
import { REPO_ROOT } from '#test/support/source-imports.ts';
import { namesInFirstColumn, tableUnderHeading } from './markdown-tables.ts';

/** docs/configuration.md documents, row by row, the CDK context that infra/config.ts reads. */
const CONFIGURATION = join(REPO_ROOT, 'docs/configuration.md');

function documentedRows(): string[][] {
  const rows = tableUnderHeading(CONFIGURATION, 'CDK context');
  if (!rows) throw new Error('docs/configuration.md has no table under the heading "CDK context"');
  return rows;
}

/** The context keys readConfig asks for, recorded on a construct whose context holds nothing. */
function contextKeysRead(): string[] {
  const keys = new Set<string>();
  const scope = {
    node: {
      tryGetContext: (key: string) => {
        keys.add(key);
        return undefined;
      },
    },
  } as unknown as IConstruct;
  readConfig(scope);
  return [...keys];
}

describe('docs/configuration.md', () => {
  it('documents every context key infra/config.ts reads, and no other', () => {
    const read = contextKeysRead();
    expect(read).toContain('renderUnitConcurrency');
    expect(namesInFirstColumn(documentedRows()).sort()).toEqual(read.sort());
  });

  it('gives each key’s default as infra/config.ts has it', () => {
    const defaults = new Map(documentedRows().map((row) => [namesInFirstColumn([row])[0], row[1] ?? '']));
    for (const [key, value] of Object.entries(CONTEXT_DEFAULTS)) {
      if (value === '') continue;
      expect(defaults.get(key), key).toContain(`\`${String(value)}\``);
    }
  });

  it('documents the app’s own context keys of cdk.json', () => {
    const cdkJson: { context: Record<string, unknown> } = JSON.parse(readFileSync(join(REPO_ROOT, 'cdk.json'), 'utf8'));
    // Feature flags (`@aws-cdk/…`) and the CLI's own settings are CDK's, not the app's.
    const appKeys = Object.keys(cdkJson.context).filter((key) => !key.startsWith('@') && !key.startsWith('cli-'));
    expect(appKeys.length).toBeGreaterThan(0);
    expect(namesInFirstColumn(documentedRows())).toEqual(expect.arrayContaining(appKeys));
  });
});
