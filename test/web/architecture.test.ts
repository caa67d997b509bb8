import { readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  importSpecifiers,
  REPO_ROOT,
  resolveSpecifier,
  sourceFiles,
  staticImportSpecifiers,
} from '../support/source-imports';

const srcRoot = join(REPO_ROOT, 'web/src/');

const files = sourceFiles(srcRoot);
const codeFiles = files.filter((file) => /\.(ts|tsx)$/.test(file));

/** Layer of a file below web/src: `app`, `shared`, `ssr`, `islands`, or `features/<name>`. */
function layerOf(file: string): string {
  const [top, feature] = relative(srcRoot, file).split('/');
  return top === 'features' ? `features/${feature}` : (top ?? '');
}

/** Imports of a file's own sources (relative or aliased), resolved; `staticOnly` leaves out `import()` and `import type`. */
function relativeImports(file: string, { staticOnly = false } = {}): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers = staticOnly ? staticImportSpecifiers(code) : importSpecifiers(code);
  return specifiers.flatMap((specifier) => resolveSpecifier(file, specifier) ?? []);
}

describe('web/src layout', () => {
  it('imports flow shared → features → app → ssr, and features never import each other', () => {
    const violations: string[] = [];
    for (const file of codeFiles) {
      const from = layerOf(file);
      for (const target of relativeImports(file)) {
        if (!target.startsWith(srcRoot)) continue;
        const to = layerOf(target);
        const allowed =
          to === from ||
          to === 'shared' ||
          (from === 'app' && to.startsWith('features/')) ||
          // The page renderer's entry (web/src/ssr/) renders the app.
          (from === 'ssr' && (to === 'app' || to.startsWith('features/'))) ||
          // The public pages' islands (web/src/islands/) reuse the features' framework-free code
          // (lib/, api/) and the app's navigation items; any layer may name an island (loaded on
          // demand where its markup is shown, or the islands' entry for the renderer).
          (from === 'islands' &&
            (/^features\/[^/]+\/(lib|api)\//.test(relative(srcRoot, target)) ||
              relative(srcRoot, target) === 'app/nav-items.ts')) ||
          to === 'islands';
        if (!allowed) violations.push(`${relative(srcRoot, file)} → ${relative(srcRoot, target)}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it('imports across folders through the #web/ alias, and relatively only within a folder', () => {
    const violations = codeFiles.flatMap((file) =>
      importSpecifiers(readFileSync(file, 'utf8'))
        .filter((specifier) => specifier.startsWith('.') && !/^\.\/[^/]+$/.test(specifier))
        .map((specifier) => `${relative(srcRoot, file)} → ${specifier}`),
    );
    expect(violations).toEqual([]);
  });

  it('names files in kebab-case', () => {
    const names = files
      .map((file) => basename(file))
      .filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z]+)+$/.test(name));
    expect(names).toEqual([]);
  });

  it('has no export-star barrels', () => {
    for (const file of codeFiles) expect(readFileSync(file, 'utf8'), file).not.toMatch(/export \*/);
  });

  it('imports echarts only in the chart renderer folder, which the rest of the app loads with import() only', () => {
    const rendererFolder = 'shared/ui/chart/echarts/';
    const importsEcharts = (code: string) => /^import (?!type )[^;]*from 'echarts/m.test(code);
    const echartsUsers = codeFiles
      .filter((file) => importsEcharts(readFileSync(file, 'utf8')))
      .map((file) => relative(srcRoot, file));
    expect(echartsUsers.length).toBeGreaterThan(1);
    expect(echartsUsers.filter((file) => !file.startsWith(rendererFolder))).toEqual([]);
    const staticImportsOfRenderer = codeFiles
      .filter((file) => !relative(srcRoot, file).startsWith(rendererFolder))
      .filter((file) =>
        relativeImports(file, { staticOnly: true }).some((target) => target.includes('/chart/echarts/')),
      );
    expect(staticImportsOfRenderer).toEqual([]);
  });
});
