import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointGroups } from '#shared/routes.ts';
import { workerFunctions } from '#shared/workers.ts';
import { importSpecifiers, REPO_ROOT, resolveSpecifier, sourceFiles } from '../support/source-imports';

const lambdasRoot = join(REPO_ROOT, 'lambdas/');
const codeFiles = (folder: string) => sourceFiles(join(REPO_ROOT, folder)).filter((file) => /\.tsx?$/.test(file));
const lambdaFiles = codeFiles('lambdas');
const fromRoot = (file: string) => relative(REPO_ROOT, file);

/** Where a file of lambdas/ sits: an endpoint group, the HTTP layer, the data layer, or a domain module. */
function placeOf(file: string): { kind: 'group' | 'http' | 'db' | 'domain' | 'lib'; name: string } {
  const [top = '', second = ''] = relative(lambdasRoot, file).split('/');
  if (top !== 'lib') return { kind: 'group', name: top };
  if (second === 'http' || second === 'middleware') return { kind: 'http', name: second };
  if (second === 'db') return { kind: 'db', name: second };
  if (second.endsWith('.ts')) return { kind: 'lib', name: second };
  return { kind: 'domain', name: second };
}

function importsOf(file: string): Array<{ specifier: string; target: string | undefined }> {
  return importSpecifiers(readFileSync(file, 'utf8')).map((specifier) => ({
    specifier,
    target: resolveSpecifier(file, specifier),
  }));
}

describe('lambdas/ layout', () => {
  it('has one folder per endpoint group of the route table and per worker function, plus lib/', () => {
    const folders = new Set(lambdaFiles.map((file) => relative(lambdasRoot, file).split('/')[0]));
    expect([...folders].sort()).toEqual([...endpointGroups, ...workerFunctions, 'lib'].sort());
  });

  it('never imports one endpoint group from another, nor a group from lib/', () => {
    const violations = lambdaFiles.flatMap((file) =>
      importsOf(file).flatMap(({ target }) => {
        if (!target?.startsWith(lambdasRoot)) return [];
        const from = placeOf(file);
        const to = placeOf(target);
        const crossesGroups = to.kind === 'group' && (from.kind !== 'group' || from.name !== to.name);
        return crossesGroups ? [`${fromRoot(file)} → ${fromRoot(target)}`] : [];
      }),
    );
    expect(violations).toEqual([]);
  });

  it('reads and writes entities only in domain modules: routes and the HTTP layer never touch the data layer', () => {
    const violations = lambdaFiles.flatMap((file) => {
      const from = placeOf(file);
      if (from.kind !== 'group' && from.kind !== 'http') return [];
      return importsOf(file).flatMap(({ specifier, target }) => {
        const dataLayer =
          (target && placeOf(target).kind === 'db') || /^(electrodb|@aws-sdk\/(lib|client)-dynamodb)/.test(specifier);
        return dataLayer ? [`${fromRoot(file)} → ${specifier}`] : [];
      });
    });
    expect(violations).toEqual([]);
  });

  it('keeps domain modules free of HTTP: they return data or throw domain errors', () => {
    const violations = lambdaFiles.flatMap((file) => {
      const from = placeOf(file);
      if (from.kind !== 'domain' && from.kind !== 'db') return [];
      return importsOf(file).flatMap(({ specifier, target }) =>
        target && placeOf(target).kind === 'http' ? [`${fromRoot(file)} → ${specifier}`] : [],
      );
    });
    expect(violations).toEqual([]);
  });

  it('builds HTTP errors only from the vocabulary in lib/http/errors.ts', () => {
    const vocabulary = join(lambdasRoot, 'lib/http/errors.ts');
    const violations = lambdaFiles
      .filter((file) => file !== vocabulary)
      .filter((file) => /new HttpError\(|extends HttpError\b|createError\(/.test(readFileSync(file, 'utf8')))
      .map(fromRoot);
    expect(violations).toEqual([]);
  });
});

describe('imports across the repository', () => {
  const files = ['lambdas', 'shared', 'infra', 'test', 'web/src'].flatMap(codeFiles);

  it('never climb more than two folders: farther files are reached through the package.json aliases', () => {
    const violations = files.flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => /^(\.\.\/){3,}/.test(specifier))
        .map((specifier) => `${fromRoot(file)} → ${specifier}`),
    );
    expect(violations).toEqual([]);
  });

  it('resolves every aliased import to a file', () => {
    const unresolved = files.flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('#') && !resolveSpecifier(file, specifier))
        .map((specifier) => `${fromRoot(file)} → ${specifier}`),
    );
    expect(unresolved).toEqual([]);
  });
});
