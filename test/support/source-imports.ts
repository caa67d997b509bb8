import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** package.json `imports`: `#shared/*` → `./shared/*`, … */
const ALIASES = Object.entries(
  (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { imports: Record<string, string> }).imports,
).map(([alias, target]) => ({
  prefix: alias.replace(/\*$/, ''),
  folder: resolve(REPO_ROOT, target.replace(/\*$/, '')),
}));

/** Source files below a folder, recursively. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Whether a specifier names a file of this repository (relative, or through an alias) rather than a package. */
function isSourceSpecifier(specifier: string): boolean {
  return specifier.startsWith('.') || specifier.startsWith('#');
}

/** The file a relative or aliased specifier names, or undefined for a package or a file that is not there. */
export function resolveSpecifier(from: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else {
    const alias = ALIASES.find((candidate) => specifier.startsWith(candidate.prefix));
    if (alias) base = join(alias.folder, specifier.slice(alias.prefix.length));
  }
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Every import specifier of a file: static, `import type`, re-exports and dynamic `import()`. */
export function importSpecifiers(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map(([, specifier = '']) => specifier);
}

/** Imports that end up in a bundle at load: static ones, not `import type` and not dynamic `import()`. */
export function staticImportSpecifiers(code: string): string[] {
  return [...code.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)].map(
    ([, specifier = '']) => specifier,
  );
}

/** Every source file reached from `start` through the imports `specifiersOf` names, and the packages named on the way. */
export function importGraph(start: string, specifiersOf: (code: string) => string[]) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'))) {
      if (!isSourceSpecifier(specifier)) packages.add(specifier);
      else {
        const target = resolveSpecifier(file, specifier);
        if (target) visit(target);
      }
    }
  };
  visit(start);
  return { files: [...files].map((file) => relative(REPO_ROOT, file)), packages: [...packages] };
}
