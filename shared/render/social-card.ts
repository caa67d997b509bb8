import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';

/**
 * Social card images (issue 12): the 1200×630 PNG a public page names as its `og:image`, with the
 * page's title, the site name and what kind of page it is. satori lays the card out and draws its
 * text as SVG paths (with Inter, so no system font is involved), and resvg (WebAssembly) rasterises
 * the SVG. Both run in plain Node: locally under tsx and vitest, and bundled by esbuild in a Lambda.
 *
 * Files read at run time, and why: satori's default build carries its own layout WebAssembly inlined
 * in its JavaScript, so it needs nothing. resvg's `index_bg.wasm` (2.4 MB) and the Inter WOFF files
 * are data, not code: esbuild cannot bundle them without a `binary` loader, which tsx and vitest do
 * not have, and inlining them would make every cold start decode ~3.7 MB of base64. So they are read
 * from disk, on the first card only, by resolving their package paths with Node's resolver
 * (`require.resolve`). That works unchanged in the repository (node_modules) and in a Lambda bundle
 * as long as the bundle ships SOCIAL_CARD_BUNDLE_FILES under `node_modules/` next to the handler
 * (~2.8 MB; the packages' package.json files are among them, as their `exports` maps are what make
 * the subpaths resolvable). A caller that has the bytes already (tests, another runtime) passes them in
 * `SocialCardAssets` and nothing is read.
 */

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

export type SocialCardKind = 'post' | 'project' | 'document' | 'site';

export interface SocialCard {
  title: string;
  kind: SocialCardKind;
  siteName: string;
  /** A short line under the title: a date, a collection. */
  subtitle?: string;
}

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

/**
 * The Inter subsets the card uses, in fallback order. satori falls back from one font family to the
 * next for a missing glyph, but not between fonts of one family, so each subset is its own family:
 * accented Latin, Greek, Cyrillic and Vietnamese titles render in Inter. Each file is 20–50 kB, parsed
 * once per process. Scripts Inter lacks (CJK, Arabic, …) show Inter's "no glyph" box; emoji are removed.
 */
const INTER_SUBSETS = ['latin', 'latin-ext', 'greek', 'cyrillic', 'vietnamese'] as const;
const interFile = (subset: string, weight: 400 | 700) =>
  `@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`;
/** The Latin subset (or the fonts passed in) is "Inter"; the others are fallbacks after it. */
const familyOf = (subset: (typeof INTER_SUBSETS)[number]) => (subset === 'latin' ? 'Inter' : `Inter ${subset}`);
const FONT_FAMILY = INTER_SUBSETS.map((subset) => `"${familyOf(subset)}"`).join(', ');

const RESVG_WASM = '@resvg/resvg-wasm/index_bg.wasm';

/**
 * What a Lambda bundle that uses this module must ship, as package subpaths: each file copied from
 * the repository's `node_modules/<subpath>` to `<bundle>/node_modules/<subpath>`, beside the handler
 * (e.g. in the CDK bundling's `commandHooks.afterBundling`). The module reads all but the package.json
 * files, which Node's resolver needs for the packages' `exports` maps.
 */
export const SOCIAL_CARD_BUNDLE_FILES: readonly string[] = [
  '@resvg/resvg-wasm/package.json',
  '@fontsource/inter/package.json',
  RESVG_WASM,
  ...INTER_SUBSETS.flatMap((subset) => [interFile(subset, 400), interFile(subset, 700)]),
];

/** Where the page at `pathname` keeps its card in the content bucket. */
export const SOCIAL_CARD_PREFIX = '_pages/cards/';
/** The one site-wide card: the home page's, and the fallback of every page without its own. */
export const SITE_CARD_KEY = `${SOCIAL_CARD_PREFIX}site.png`;

/**
 * The object key of a page's card: `/` → `_pages/cards/site.png`, `/posts/hello` →
 * `_pages/cards/posts/hello.png`. A query or fragment, empty segments, trailing slashes and `.` or
 * `..` segments are dropped, so a key never leaves the prefix. Letters, digits, `-`, `.` and `~` are
 * kept as they are (a site slug maps to itself); any other character, after percent-decoding, is
 * written as `_XX` per UTF-8 byte (`_` itself as `_5F`, and a `.` right after a `.` as `_2E`), so
 * distinct paths get distinct keys, a key needs no escaping in a URL and never contains `..`.
 */
export function socialCardKey(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = path
    .split('/')
    .map(decodeSegment)
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map(encodeKeySegment);
  return segments.length === 0 ? SITE_CARD_KEY : `${SOCIAL_CARD_PREFIX}${segments.join('/')}.png`;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // A stray `%` is kept as a character (and encoded below).
  }
}

const KEY_SAFE = /^[A-Za-z0-9.~-]$/;

function encodeKeySegment(segment: string): string {
  let out = '';
  for (const char of segment) {
    const kept = KEY_SAFE.test(char) && !(char === '.' && out.endsWith('.'));
    out += kept ? char : hexBytes(char);
  }
  return out;
}

const hexBytes = (char: string) =>
  Array.from(new TextEncoder().encode(char), (byte) => `_${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/* ------------------------------------------------------------------------------------------------ */
/* Rendering                                                                                         */
/* ------------------------------------------------------------------------------------------------ */

const KIND_LABELS: Record<SocialCardKind, string | undefined> = {
  post: 'Blog post',
  project: 'Project',
  document: 'Documentation',
  site: undefined,
};

/** The palette of web/src/shared/ui/theme.css: white on the brand blues keeps well above 4.5:1. */
const COLORS = {
  brand: '#1d4ed8', // --color-primary
  brandDeep: '#1e3a8a', // --color-primary-hover
  onBrand: '#ffffff', // 6.7:1 on #1d4ed8
  onBrandMuted: '#dbe4ff', // 5.3:1 on #1d4ed8 (the subtitle)
  soft: '#e8efff', // --color-primary-soft: the label's background, 9:1 with brandDeep text
};

/** A title is cut to this many characters before layout: three lines never hold more. */
const TITLE_MAX_CHARS = 160;
const SUBTITLE_MAX_CHARS = 80;
const SITE_NAME_MAX_CHARS = 60;

/**
 * Emoji: Inter has none, and an emoji font would add megabytes for a decoration, so they are left out
 * (with their joiners, variation selectors, skin tones and keycaps) rather than drawn as boxes.
 */
const EMOJI =
  /\p{Extended_Pictographic}\uFE0F|\p{Emoji_Presentation}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u200D\uFE0F\u20E3]/gu;

/** Drops emoji, collapses whitespace and control characters, and cuts a text to `max` characters (code points). */
function clean(text: string, max: number): string {
  const chars = Array.from(
    text
      .replace(EMOJI, '')
      .replace(/[\p{Cc}\s]+/gu, ' ')
      .trim(),
  );
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/** Bigger type for shorter titles, so a two-word title fills the card and a long one fits three lines. */
function titleFontSize(title: string): number {
  const length = Array.from(title).length;
  if (length <= 28) return 84;
  if (length <= 56) return 72;
  return 60;
}

interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: CardChild | CardChild[] };
}
type CardChild = CardNode | string;

const el = (style: Record<string, string | number>, children?: CardChild | CardChild[]): CardNode => ({
  type: 'div',
  props: children === undefined ? { style } : { style, children },
});

/** A line of text that ends in an ellipsis when it does not fit. */
const ONE_LINE = { display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

/** The card as satori's element tree (React-element-shaped objects, so no JSX is needed). */
function cardTree(card: SocialCard): CardNode {
  const title = clean(card.title, TITLE_MAX_CHARS) || clean(card.siteName, SITE_NAME_MAX_CHARS);
  const siteName = clean(card.siteName, SITE_NAME_MAX_CHARS);
  const subtitle = card.subtitle ? clean(card.subtitle, SUBTITLE_MAX_CHARS) : '';
  const label = KIND_LABELS[card.kind];
  const fontSize = titleFontSize(title);

  const top: CardChild[] = label
    ? [
        el(
          {
            display: 'flex',
            alignSelf: 'flex-start',
            padding: '10px 24px',
            borderRadius: 9999,
            backgroundColor: COLORS.soft,
            color: COLORS.brandDeep,
            fontSize: 30,
            fontWeight: 700,
          },
          label,
        ),
      ]
    : [];

  const body: CardChild[] = [
    el(
      {
        display: 'block',
        fontSize,
        fontWeight: 700,
        lineHeight: 1.15,
        letterSpacing: '-0.02em',
        color: COLORS.onBrand,
        lineClamp: 3,
        textOverflow: 'ellipsis',
        overflow: 'hidden',
        // A word longer than a line (a URL, a long compound) breaks instead of running off the card.
        overflowWrap: 'anywhere',
        maxHeight: Math.ceil(fontSize * 1.15 * 3) + 4,
      },
      title,
    ),
  ];
  if (subtitle) {
    body.push(el({ ...ONE_LINE, marginTop: 24, fontSize: 34, color: COLORS.onBrandMuted }, subtitle));
  }

  const footer = el(
    {
      display: 'flex',
      alignItems: 'center',
      paddingTop: 28,
      borderTop: `2px solid rgba(255, 255, 255, 0.35)`,
      fontSize: 36,
      fontWeight: 700,
      color: COLORS.onBrand,
    },
    [
      el({ display: 'flex', flexShrink: 0, width: 20, height: 20, borderRadius: 4, backgroundColor: COLORS.onBrand }),
      el({ ...ONE_LINE, flexShrink: 1, minWidth: 0, marginLeft: 18 }, siteName),
    ],
  );

  return el(
    {
      display: 'flex',
      flexDirection: 'column',
      width: SOCIAL_CARD_SIZE.width,
      height: SOCIAL_CARD_SIZE.height,
      boxSizing: 'border-box',
      padding: '64px 80px 56px',
      // Flat colours: a gradient took resvg 5× longer to rasterise and made the PNG 4× larger.
      backgroundColor: COLORS.brand,
      fontFamily: FONT_FAMILY,
    },
    [
      ...top,
      el({ display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, flexShrink: 1 }, body),
      footer,
    ],
  );
}

/* ------------------------------------------------------------------------------------------------ */
/* Assets and the one-time WebAssembly initialisation                                                */
/* ------------------------------------------------------------------------------------------------ */

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

function fontsFor(fonts: SocialCardFonts | undefined): Promise<SatoriFont[]> {
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

function ensureResvg(wasm: SocialCardAssets['resvgWasm']): Promise<void> {
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

/**
 * Renders a card as a 1200×630 PNG (20–50 kB). The first call in a process also reads the fonts,
 * starts resvg's WebAssembly and satori's layout engine and parses the fonts (about 1 s on a busy
 * 2-core machine); later calls only lay out and rasterise (about 30–60 ms there). A worker can pay the
 * first cost in its init phase by rendering any card then. Concurrent calls are safe.
 */
export async function socialCardPng(card: SocialCard, assets: SocialCardAssets = {}): Promise<Uint8Array> {
  const [fonts] = await Promise.all([fontsFor(assets.fonts), ensureResvg(assets.resvgWasm)]);
  const svg = await satori(cardTree(card) as unknown as Parameters<typeof satori>[0], {
    ...SOCIAL_CARD_SIZE,
    fonts,
  });
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'original' },
    // satori draws text as paths: resvg needs no fonts at all.
    font: { loadSystemFonts: false },
  });
  try {
    const image = resvg.render();
    try {
      return image.asPng();
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}
