import { describe, expect, it } from 'vitest';
import { bundleIslands, ISLANDS_ENTRY } from '../support/islands-bundle';
import { importGraph, staticImportSpecifiers } from '../support/source-imports';

/**
 * The public pages' islands (web/src/islands/, docs/rendering.md "Public pages without the
 * framework") stay framework-free and small: a page that only reads downloads no React.
 */
/** Gzip bytes of the JavaScript a public page loads before any interaction (the target: Starlight's 30 KB). */
const FIRST_LOAD_JS_BUDGET = 30 * 1024;
const FRAMEWORKS = /^(react|react-dom|react-router|swr|scheduler)(\/|$)/;

/** What a module loads: its static imports (not `import type`, which loads nothing) and its dynamic `import()`s. */
const loadedSpecifiers = (code: string) => [
  ...staticImportSpecifiers(code),
  ...[...code.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)].map(([, specifier = '']) => specifier),
];

/** Every source file the islands reach, through static and dynamic imports alike, and the packages they name. */
const islandsGraph = () => importGraph(ISLANDS_ENTRY, loadedSpecifiers);

describe('the islands of the public pages', () => {
  it('import no framework, statically or on demand', () => {
    const graph = islandsGraph();
    expect(graph.packages.filter((name) => FRAMEWORKS.test(name))).toEqual([]);
    expect(graph.files.filter((file) => file.endsWith('.tsx'))).toEqual([]);
    expect(graph.files).toContain('web/src/islands/consent.ts');
  });

  it(`load at most ${FIRST_LOAD_JS_BUDGET / 1024} KB gzip before any interaction; what a choice needs comes later`, async () => {
    const { firstLoadBytes, lazyChunkBytes } = await bundleIslands();
    expect(firstLoadBytes).toBeGreaterThan(1000);
    expect(firstLoadBytes).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
    // Sending a consent and a page view, and a signed-in visitor's navigation, are chunks of their own.
    expect(lazyChunkBytes.length).toBeGreaterThanOrEqual(3);
  });
});
