import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endpointGroups, routeId, routesOfGroup } from '#shared/routes.ts';
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

/** `listPosts` → `list-posts`: the file a route handler lives in. */
const kebabOf = (identifier: string) => identifier.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The names a file exports (values and types), each once. */
const exportedNames = (code: string) => [
  ...new Set(
    [...code.matchAll(/^export\s+(?:async\s+)?(?:const|let|function|class|interface|type)\s+(\w+)/gm)].map(
      ([, name = '']) => name,
    ),
  ),
];

/** Identifier → specifier of a file's named imports. */
function namedImports(code: string): Map<string, string> {
  const imports = new Map<string, string>();
  for (const [, names = '', specifier = ''] of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    for (const name of names.split(',')) {
      const local = name
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.replace(/^type\s+/, '');
      if (local) imports.set(local, specifier);
    }
  }
  return imports;
}

/** What a group's handler.ts maps each route to: `'GET /posts': listPosts` or `'GET /topics': listTerms('topic')`. */
const routeMapOf = (code: string) =>
  [...code.matchAll(/'((?:GET|POST|PUT|PATCH|DELETE) [^']+)':\s*(\w+)/g)].map(([, route = '', identifier = '']) => ({
    route,
    identifier,
  }));

const groupFile = (folder: string, name: string) => join(lambdasRoot, folder, name);
const filesOfFolder = (folder: string) => readdirSync(join(lambdasRoot, folder)).filter((name) => /\.tsx?$/.test(name));

describe('endpoint groups: handler.ts holds the route map, each route handler its own file', () => {
  it.each(endpointGroups)('%s/handler.ts exports only `group` and `handler`', (folder) => {
    const handlerFile = groupFile(folder, 'handler.ts');
    expect(existsSync(handlerFile)).toBe(true);
    expect(exportedNames(readFileSync(handlerFile, 'utf8')).sort()).toEqual(['group', 'handler']);
  });

  it.each(endpointGroups)('%s: every route is imported from the file named after it, kebab-case', (folder) => {
    const code = readFileSync(groupFile(folder, 'handler.ts'), 'utf8');
    const routeMap = routeMapOf(code);
    expect(routeMap.map(({ route }) => route).sort()).toEqual(routesOfGroup(folder).map(routeId).sort());
    const imports = namedImports(code);
    const misplaced = routeMap
      .filter(({ identifier }) => imports.get(identifier) !== `./${kebabOf(identifier)}`)
      .map(({ route, identifier }) => `${route}: ${identifier} from ${imports.get(identifier) ?? '(not imported)'}`);
    expect(misplaced).toEqual([]);
  });

  it.each(endpointGroups)('%s: a route file exports its route alone; other files define no route', (folder) => {
    const handlerCode = readFileSync(groupFile(folder, 'handler.ts'), 'utf8');
    const routeFiles = new Map(
      routeMapOf(handlerCode).map(({ identifier }) => [`${kebabOf(identifier)}.ts`, identifier]),
    );
    const importedByHandler = new Set(
      [...namedImports(handlerCode).values()].map((specifier) => `${basename(specifier)}.ts`),
    );
    const violations = filesOfFolder(folder)
      .filter((name) => name !== 'handler.ts')
      .flatMap((name) => {
        const code = readFileSync(groupFile(folder, name), 'utf8');
        const route = routeFiles.get(name);
        if (route) {
          const exported = exportedNames(code);
          return exported.length === 1 && exported[0] === route ? [] : [`${name} exports ${exported.join(', ')}`];
        }
        // Not a route file: the group's HTTP helpers, or an event handler the function serves beside its routes.
        if (name !== 'route-helpers.ts' && !importedByHandler.has(name))
          return [`${name} is neither a route nor route-helpers.ts`];
        return /\bRouteHandler\b/.test(code) ? [`${name} defines a route handler outside the route map`] : [];
      });
    expect(violations).toEqual([]);
  });

  it.each(workerFunctions)('%s (a worker) is one handler.ts exporting `handler`, serving no route', (folder) => {
    expect(filesOfFolder(folder)).toEqual(['handler.ts']);
    const code = readFileSync(groupFile(folder, 'handler.ts'), 'utf8');
    expect(exportedNames(code)).toContain('handler');
    expect(code).not.toMatch(/createEndpointGroup/);
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
