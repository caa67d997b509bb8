/**
 * The side packages of a handler's bundle (SIDE_PACKAGES of infra/bundling.ts): after esbuild has
 * written the handler's `index.js` with those packages left out, each one the bundle requires is
 * bundled on its own into `node_modules/<package>/index.js` beside it, where Node's `require` finds
 * it, in Lambda (`/var/task`) as in the benchmark's folders. Run by CDK after bundling
 * (infra/tools/side-packages.ts) and by the benchmark (test/bench/cold-starts.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { BUNDLE_ALIASES, lambdaBundling, REPO_ROOT, SIDE_PACKAGES } from './bundling';

/** The side packages that the bundle `bundleFile` requires. */
export function requiredSidePackages(bundleFile: string): string[] {
  const code = readFileSync(bundleFile, 'utf8');
  // esbuild keeps a dynamic import of an external package as `import("<name>")` in a CommonJS bundle.
  return SIDE_PACKAGES.filter((name) => code.includes(`import(${JSON.stringify(name)})`));
}

/** Bundles every side package that `bundleFile` requires into `node_modules/` beside it; returns their files. */
export async function bundleSidePackages(bundleFile: string): Promise<string[]> {
  const files: string[] = [];
  for (const name of requiredSidePackages(bundleFile)) {
    const outfile = path.join(path.dirname(bundleFile), 'node_modules', ...name.split('/'), 'index.js');
    await build({
      // The package's whole namespace, as the handler's `import()` sees it: esbuild writes the export
      // names where Node's CommonJS lexer finds them, so that `import()` of this CommonJS file has them.
      stdin: { contents: `export * from ${JSON.stringify(name)};`, resolveDir: REPO_ROOT, loader: 'js' },
      outfile,
      bundle: true,
      format: lambdaBundling.format,
      platform: lambdaBundling.platform,
      target: lambdaBundling.target,
      mainFields: [...lambdaBundling.mainFields],
      minify: lambdaBundling.minify,
      legalComments: lambdaBundling.legalComments,
      alias: BUNDLE_ALIASES,
      logLevel: 'error',
    });
    // CommonJS whatever the package.json above it says (the benchmark's folders are in this repository).
    writeFileSync(
      path.join(path.dirname(outfile), 'package.json'),
      `${JSON.stringify({ name, type: 'commonjs', main: 'index.js' })}\n`,
    );
    files.push(outfile);
  }
  return files;
}
