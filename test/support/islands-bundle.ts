import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { REPO_ROOT } from './source-imports';

/** The script of a public page that works from its HTML (docs/rendering.md, "Public pages without the framework"). */
export const ISLANDS_ENTRY = resolve(REPO_ROOT, 'web/src/islands/main.ts');
const ISLANDS_DIR = resolve(REPO_ROOT, 'web/src/islands');

export interface IslandsBundle {
  /** Gzip bytes loaded at once: the entry and the chunks it imports statically. */
  firstLoadBytes: number;
  /** Gzip bytes of each chunk loaded later, on a `import()`. */
  lazyChunkBytes: number[];
}

/** An entry bundled as the site builds the islands (minified ES modules, lazy imports split off). */
export async function bundleIslands(entry: string = ISLANDS_ENTRY): Promise<IslandsBundle> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    write: false,
    outdir: '/islands',
    metafile: true,
    define: {
      'import.meta.env.VITE_ANALYTICS_ID': '"first-party"',
      'import.meta.env.VITE_PRODUCT_HOSTS': '""',
      'import.meta.env.VITE_API_FALLBACK_URL': '""',
      'import.meta.env.VITE_SITE_URL': '""',
    },
    logLevel: 'silent',
  });
  const gzipOf = new Map(result.outputFiles.map((file) => [file.path, gzipSync(file.contents).length]));
  const outputs = result.metafile.outputs;
  // The entry's own output: each chunk of an `import()` names its module as an entry point as well.
  const entryPoint = relative(process.cwd(), entry);
  const entryPath = Object.keys(outputs).find((path) => outputs[path]?.entryPoint === entryPoint) ?? '';
  const firstLoad = new Set<string>();
  const visit = (path: string) => {
    if (firstLoad.has(path)) return;
    firstLoad.add(path);
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entryPath);
  const sizeOf = (path: string) => gzipOf.get(resolve('/', path)) ?? 0;
  return {
    firstLoadBytes: [...firstLoad].reduce((total, path) => total + sizeOf(path), 0),
    lazyChunkBytes: Object.keys(outputs)
      .filter((path) => path.endsWith('.js') && !firstLoad.has(path))
      .map(sizeOf),
  };
}

/** Each island (a module of web/src/islands/ exporting its `define…()`) bundled alone, with what it imports. */
export async function islandCosts(): Promise<Array<{ island: string } & IslandsBundle>> {
  const islands = readdirSync(ISLANDS_DIR)
    .filter(
      (file) =>
        file.endsWith('.ts') &&
        /^export function define[A-Z]\w*\(/m.test(readFileSync(join(ISLANDS_DIR, file), 'utf8')),
    )
    .filter((file) => file !== 'define-island.ts')
    .sort();
  const costs = [];
  for (const file of islands)
    costs.push({ island: file.replace(/\.ts$/, ''), ...(await bundleIslands(join(ISLANDS_DIR, file))) });
  return costs;
}
