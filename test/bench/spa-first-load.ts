import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '#infra/bundling.ts';
import { kb, OUT_DIR } from './cold-starts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The JS a visitor downloads before the home page renders: the entry, its static imports, the home chunk. */
export async function spaFirstLoad(): Promise<void> {
  const outDir = path.join(OUT_DIR, 'web');
  const { build: viteBuild } = await import('vite');
  await viteBuild({
    configFile: path.join(REPO_ROOT, 'web', 'vite.config.ts'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const addWithImports = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) addWithImports(imported);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const homeKey = Object.keys(manifest).find((key) => key.endsWith('routes/home.tsx'));
  if (!entryKey || !homeKey) throw new Error('SPA manifest has no entry or no home route chunk');
  addWithImports(entryKey);
  addWithImports(homeKey);
  const rows = [...files].map((file) => {
    const code = readFileSync(path.join(outDir, file));
    return { file, size: kb(code.length), gzip: gzipSync(code).length };
  });
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const echarts = [...files].some((file) => readFileSync(path.join(outDir, file), 'utf8').includes('echarts'));
  console.log('\nSPA first load of the home page (JS)');
  console.table(rows.map((row) => ({ ...row, gzip: kb(row.gzip) })));
  console.log(
    `Total ${kb(total)} gzip (budget ≤ 100 KB); echarts in first load: ${echarts ? 'YES (over budget)' : 'no'}`,
  );
}
