/**
 * The package files a social card reads at run time, and so the files a Lambda bundle that draws
 * cards must ship. satori's default build carries its layout WebAssembly inlined in its JavaScript,
 * so it needs nothing; resvg's `index_bg.wasm` (2.4 MB) and the Inter WOFF files are data, not code:
 * esbuild cannot bundle them without a `binary` loader, which tsx and vitest do not have, and
 * inlining them would make every cold start decode ~3.7 MB of base64. So they are read from disk
 * (./assets.ts) and shipped beside the handler. Nothing here runs Node: the CDK app imports the list.
 */

/**
 * The Inter subsets the card uses, in fallback order. satori falls back from one font family to the
 * next for a missing glyph, but not between fonts of one family, so each subset is its own family:
 * accented Latin, Greek, Cyrillic and Vietnamese titles render in Inter. Each file is 20–50 kB, parsed
 * once per process. Scripts Inter lacks (CJK, Arabic, …) show Inter's "no glyph" box; emoji are removed.
 */
export const INTER_SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic', 'vietnamese'] as const;
export const interFile = (subset: string, weight: 400 | 700) =>
  `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`;
/** The Latin subset (or the fonts passed in) is "Inter"; the others are fallbacks after it. */
export const familyOf = (subset: (typeof INTER_SUBSETS)[number]) => (subset === 'latin' ? 'Inter' : `Inter ${subset}`);
/** The layout's font-family list: every subset, Latin first. */
export const FONT_FAMILY = INTER_SUBSETS.map((subset) => `"${familyOf(subset)}"`).join(', ');

export const RESVG_WASM = '@resvg/resvg-wasm/index_bg.wasm';

/**
 * What a Lambda bundle that draws cards must ship, as package subpaths: each file copied from the
 * repository's `node_modules/<subpath>` to `<bundle>/node_modules/<subpath>`, beside the handler
 * (e.g. in the CDK bundling's `commandHooks.afterBundling`). ./assets.ts reads all but the
 * package.json files, which Node's resolver needs for the packages' `exports` maps.
 */
export const SOCIAL_CARD_BUNDLE_FILES: readonly string[] = [
  '@resvg/resvg-wasm/package.json',
  '@fontsource/inter/package.json',
  RESVG_WASM,
  ...INTER_SUBSETS.flatMap((subset) => [interFile(subset, 400), interFile(subset, 700)]),
];
