/**
 * What the local render workers run: the render function's bundle, built as CDK builds it for AWS
 * (esbuild with infra/bundling.ts's settings, side packages beside it), rather than its TypeScript
 * source through tsx. Under tsx a worker loaded tsx itself and each of the handler's modules as its
 * own transformed source with an inline source map (tsx turns Node's source maps on): 141 MB RSS
 * once the handler was loaded, against 97 MB for the bundle (docs/render-scale.md, "Memory per
 * worker"). The worker's own wrapper
 * (render-worker.ts) is bundled beside it and loads the handler's bundle with `require`, as the
 * Lambda runtime does.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { type BuildOptions, build } from 'esbuild';
import { handlerEntry, lambdaBuildOptions, REPO_ROOT } from '../../bundling';
import { bundleSidePackages } from '../../side-packages';

export interface RenderWorkerBundle {
  /** The bundled worker (render-worker.ts): `node <workerFile> <handlerFile>`. */
  workerFile: string;
  /** The render function's handler bundle, as CDK writes it (`index.js` in AWS). */
  handlerFile: string;
  /** Deletes the folder. */
  remove(): void;
}

/**
 * Where the bundles are written: a folder of its own per queue (tests and the benchmark may start
 * several at once), inside the repository so that the social cards' package files (fonts, resvg's
 * WebAssembly, SOCIAL_CARD_BUNDLE_FILES) resolve from its node_modules, as they resolve from the
 * copies beside the handler in AWS.
 */
const BUNDLES_DIR = path.join(REPO_ROOT, '.cache', 'render-workers');
/** A folder older than this was left by a process that ended without stopping its queue. */
const STALE_MS = 24 * 60 * 60 * 1000;

function removeStaleBundles(): void {
  for (const name of readdirSync(BUNDLES_DIR)) {
    const folder = path.join(BUNDLES_DIR, name);
    try {
      if (Date.now() - statSync(folder).mtimeMs > STALE_MS) rmSync(folder, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another process's queue.
    }
  }
}

/** Builds the render handler's bundle and the worker around it into a new folder. */
export async function buildRenderWorkerBundle(): Promise<RenderWorkerBundle> {
  mkdirSync(BUNDLES_DIR, { recursive: true });
  removeStaleBundles();
  const dir = mkdtempSync(path.join(BUNDLES_DIR, 'run-'));
  try {
    // .cjs: the repository's package.json says "type": "module"; in Lambda the bundle is index.js.
    const handlerFile = path.join(dir, 'index.cjs');
    const workerFile = path.join(dir, 'worker.cjs');
    const common: BuildOptions = {
      ...lambdaBuildOptions(),
      // The social cards' `import.meta.url` branch is for ESM only (assets.ts says why).
      logOverride: { 'empty-import-meta': 'silent' },
    };
    await Promise.all([
      build({ ...common, entryPoints: [handlerEntry('render')], outfile: handlerFile }),
      build({
        ...common,
        entryPoints: [path.join(REPO_ROOT, 'infra', 'local', 'render', 'render-worker.ts')],
        outfile: workerFile,
      }),
    ]);
    // As CDK does after esbuild: the side packages the bundle requires, beside it.
    await bundleSidePackages(handlerFile);
    return { workerFile, handlerFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
