import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '#shared/contract/openapi-document.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
}

/** Runs `redocly lint` (recommended rules, see redocly.yaml) on the generated document. */
async function lint(document: unknown): Promise<LintReport> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(document));
    const cli = path.join(REPO_ROOT, 'node_modules/.bin/redocly');
    const args = ['lint', file, '--format=json', `--config=${path.join(REPO_ROOT, 'redocly.yaml')}`];
    // The CLI exits 1 when it finds errors; the report on stdout says which.
    const { stdout } = await promisify(execFile)(cli, args, { cwd: REPO_ROOT, timeout: 60_000 }).catch(
      (failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }),
    );
    return JSON.parse(stdout) as LintReport;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe('redocly lint of the API document', () => {
  it('finds no error, and warns only about routes that answer no 4xx at all', async () => {
    const document = buildOpenApiDocument({ version: 'test' });
    const report = await lint(document);
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);

    const without4xx = Object.entries(document.paths).flatMap(([route, item]) =>
      Object.entries(item as Record<string, { responses: Record<string, unknown> }>)
        .filter(([, operation]) => !Object.keys(operation.responses).some((status) => status.startsWith('4')))
        .map(([method]) => `#/paths/${route.replaceAll('/', '~1')}/${method}/responses`),
    );
    const warnings = report.problems.filter((problem) => problem.severity === 'warn');
    expect(warnings.map((warning) => warning.ruleId)).toEqual(warnings.map(() => 'operation-4xx-response'));
    expect(warnings.map((warning) => warning.location[0]?.pointer).sort()).toEqual(without4xx.sort());
  }, 60_000);

  it('reports a broken document as an error, so the check above can fail', async () => {
    const document = buildOpenApiDocument({ version: 'test' });
    const broken = { ...document, paths: { ...document.paths, '/health': { get: { responses: {} } } } };
    const report = await lint(broken);
    expect(report.totals.errors).toBeGreaterThan(0);
  }, 60_000);
});
