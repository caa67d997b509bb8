import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm } from '@resvg/resvg-wasm';
import { familyOf, INTER_SUBSETS, interFile, RESVG_WASM } from './package-files';

/**
 * The fonts and resvg's WebAssembly, read on the first card only, by resolving their package paths
 * with Node's resolver (`require.resolve`). That works unchanged in the repository (node_modules)
 * and in a Lambda bundle as long as the bundle ships SOCIAL_CARD_BUNDLE_FILES under `node_modules/`
 * next to the handler (~2.8 MB; the packages' package.json files are among them, as their `exports`
 * maps are what make the subpaths resolvable). A caller that has the bytes already (tests, another
 * runtime) passes them in `SocialCardAssets` and nothing is read.
 */

/** Inter in the WOFF, TTF or OTF format (satori does not read WOFF2). */
export interface SocialCardFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

/** Bytes to use instead of reading the package files. The wasm is only used by the first card of a process. */
export interface SocialCardAssets {
  fonts?: SocialCardFonts;
  resvgWasm?: Uint8Array | WebAssembly.Module;
}

type SatoriFont = { name: string; data: ArrayBuffer; weight: 400 | 700; style: 'normal' };

/**
 * The module's own `require` in the CommonJS Lambda bundle (and under vitest, which provides one);
 * under plain ESM (tsx) one made from this file's URL, so resolution starts at this file whatever the
 * working directory. esbuild's CJS output empties `import.meta` and warns so (`empty-import-meta`);
 * that branch is never taken in a CJS bundle, so the warning is harmless there.
 */
function moduleRequire(): NodeJS.Require {
  return typeof require === 'function' ? require : createRequire(import.meta.url);
}

async function readPackageFile(subpath: string): Promise<Uint8Array> {
  let path: string;
  try {
    path = moduleRequire().resolve(subpath);
  } catch (error) {
    throw new Error(
      `Social card: cannot resolve ${subpath}; a bundle must ship SOCIAL_CARD_BUNDLE_FILES under node_modules/ (or pass the bytes in SocialCardAssets)`,
      { cause: error },
    );
  }
  return readFile(path);
}

/** An exact copy, so satori can keep an ArrayBuffer that nothing else writes to or detaches. */
const toArrayBuffer = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/**
 * satori caches parsed fonts per `fonts` array, so each set of fonts is turned into one array that
 * every card reuses: the default set once per process, fonts passed in once per object.
 */
let defaultFonts: Promise<SatoriFont[]> | undefined;
const passedFonts = new WeakMap<SocialCardFonts, SatoriFont[]>();

export function fontsFor(fonts: SocialCardFonts | undefined): Promise<SatoriFont[]> {
  if (fonts) {
    let list = passedFonts.get(fonts);
    if (!list) {
      list = [
        { name: 'Inter', data: toArrayBuffer(fonts.regular), weight: 400, style: 'normal' },
        { name: 'Inter', data: toArrayBuffer(fonts.bold), weight: 700, style: 'normal' },
      ];
      passedFonts.set(fonts, list);
    }
    return Promise.resolve(list);
  }
  defaultFonts ??= retryable(
    async () => {
      const files = INTER_SUBSETS.flatMap((subset) => [
        { name: familyOf(subset), file: interFile(subset, 400), weight: 400 as const },
        { name: familyOf(subset), file: interFile(subset, 700), weight: 700 as const },
      ]);
      return Promise.all(
        files.map(async ({ name, file, weight }) => ({
          name,
          data: toArrayBuffer(await readPackageFile(file)),
          weight,
          style: 'normal' as const,
        })),
      );
    },
    () => {
      defaultFonts = undefined;
    },
  );
  return defaultFonts;
}

/**
 * resvg's `initWasm` may run once per process and throws on a second call, so every card awaits the
 * one promise of the first. A failed start (say, an unreadable file) is forgotten so the next card
 * tries again; resvg marks itself initialised only on success. If something else in the process has
 * initialised resvg already, its "Already initialized" error means the same as success.
 */
let resvgReady: Promise<void> | undefined;

export function ensureResvg(wasm: SocialCardAssets['resvgWasm']): Promise<void> {
  resvgReady ??= retryable(
    async () => {
      try {
        await initWasm(wasm ?? (await readPackageFile(RESVG_WASM)));
      } catch (error) {
        if (!(error instanceof Error && /already initiali[sz]ed/i.test(error.message))) throw error;
      }
    },
    () => {
      resvgReady = undefined;
    },
  );
  return resvgReady;
}

/** Runs `start` once; if it fails, calls `forget` so a later call starts afresh. */
function retryable<T>(start: () => Promise<T>, forget: () => void): Promise<T> {
  const promise = start();
  promise.catch(forget);
  return promise;
}
