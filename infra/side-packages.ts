/**
 * The side packages of a handler's bundle (SIDE_PACKAGES of infra/bundling.ts): after esbuild has
 * written the handler's `index.js` with those packages left out, each entry point of them that the
 * bundle imports (`@aws-sdk/nested-clients/sts`, `@zxcvbn-ts/language-common`) is bundled on its own
 * into `node_modules/<package>/` beside it, with a package.json whose `exports` name those files, where
 * Node's `import()` and `require` find them, in Lambda (`/var/task`) as in the benchmark's folders.
 * Run by CDK after bundling (infra/tools/side-packages.ts) and by the benchmark (test/bench/cold-starts.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { lambdaBuildOptions, REPO_ROOT, SIDE_PACKAGES } from './bundling';

/**
 * The entry points of side packages that the bundle `bundleFile` imports: esbuild keeps an import of
 * an external package as `import("<specifier>")` (dynamic) or `require("<specifier>")` (static, inside
 * a module that is itself loaded lazily) in a CommonJS bundle.
 */
function requiredSideEntries(bundleFile: string): string[] {
  const code = readFileSync(bundleFile, 'utf8');
  const found = new Set<string>();
  for (const [, specifier = ''] of code.matchAll(/\b(?:import|require)\("([^"]+)"\)/g)) {
    if (SIDE_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))) found.add(specifier);
  }
  return [...found].sort();
}

/** Bundles every side-package entry that `bundleFile` imports into `node_modules/` beside it; returns their files. */
export async function bundleSidePackages(bundleFile: string): Promise<string[]> {
  const files: string[] = [];
  const exportsOf = new Map<string, Record<string, string>>();
  for (const specifier of requiredSideEntries(bundleFile)) {
    const name = SIDE_PACKAGES.find((side) => specifier === side || specifier.startsWith(`${side}/`)) as string;
    const subpath = specifier.slice(name.length);
    const file = `./${subpath ? subpath.slice(1) : 'index'}.js`;
    const outfile = path.join(path.dirname(bundleFile), 'node_modules', ...name.split('/'), file);
    await build({
      // The entry's whole namespace, as the handler's `import()` sees it: esbuild writes the export
      // names where Node's CommonJS lexer finds them, so that `import()` of this CommonJS file has them.
      stdin: { contents: `export * from ${JSON.stringify(specifier)};`, resolveDir: REPO_ROOT, loader: 'js' },
      outfile,
      ...lambdaBuildOptions(),
      // A side package is bundled whole: none of them is left out of it.
      external: [],
    });
    exportsOf.set(name, { ...exportsOf.get(name), [`.${subpath}`]: file });
    files.push(outfile);
  }
  for (const [name, exports] of exportsOf) {
    // CommonJS whatever the package.json above it says (the benchmark's folders are in this repository).
    const manifest = { name, type: 'commonjs', exports };
    writeFileSync(
      path.join(path.dirname(bundleFile), 'node_modules', ...name.split('/'), 'package.json'),
      `${JSON.stringify(manifest)}\n`,
    );
  }
  return files;
}
