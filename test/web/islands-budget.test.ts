import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { importGraph, REPO_ROOT, staticImportSpecifiers } from '../support/source-imports';

/**
 * The public pages' islands (web/src/islands/, docs/rendering.md "Public pages without the
 * framework") stay framework-free and small: a page that only reads downloads no React.
 */
const ENTRY = resolve(REPO_ROOT, 'web/src/islands/main.ts');
/** Gzip bytes of the JavaScript a public page loads before any interaction (the target: Starlight's 30 KB). */
const FIRST_LOAD_JS_BUDGET = 30 * 1024;
const FRAMEWORKS = /^(react|react-dom|react-router|swr|scheduler)(\/|$)/;

/** What a module loads: its static imports (not `import type`, which loads nothing) and its dynamic `import()`s. */
const loadedSpecifiers = (code: string) => [
  ...staticImportSpecifiers(code),
  ...[...code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map(([, specifier = '']) => specifier),
];

/** Every source file the islands reach, through static and dynamic imports alike, and the packages they name. */
const islandsGraph = () => importGraph(ENTRY, loadedSpecifiers);

/** The islands bundled as the site builds them (minified ES modules, lazy imports split off): gzip bytes per chunk. */
async function bundle() {
  const result = await build({
    entryPoints: [ENTRY],
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
  const entryPath = Object.keys(outputs).find((path) => outputs[path]?.entryPoint !== undefined) ?? '';
  // What loads at once: the entry and the chunks it imports statically.
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
    lazyChunks: Object.keys(outputs).filter((path) => path.endsWith('.js') && !firstLoad.has(path)).length,
  };
}

describe('the islands of the public pages', () => {
  it('import no framework, statically or on demand', () => {
    const graph = islandsGraph();
    expect(graph.packages.filter((name) => FRAMEWORKS.test(name))).toEqual([]);
    expect(graph.files.filter((file) => file.endsWith('.tsx'))).toEqual([]);
    expect(graph.files).toContain('web/src/islands/consent.ts');
  });

  it(`load at most ${FIRST_LOAD_JS_BUDGET / 1024} KB gzip before any interaction; what a choice needs comes later`, async () => {
    const { firstLoadBytes, lazyChunks } = await bundle();
    expect(firstLoadBytes).toBeGreaterThan(1000);
    expect(firstLoadBytes).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
    // Sending a consent and a page view, and a signed-in visitor's navigation, are chunks of their own.
    expect(lazyChunks).toBeGreaterThanOrEqual(3);
  });
});
