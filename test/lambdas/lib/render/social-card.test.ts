import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { initWasm } from '@resvg/resvg-wasm';
import { describe, expect, it, vi } from 'vitest';
import { REPO_ROOT } from '#infra/bundling.ts';
import { socialCardPng } from '#lambdas/lib/render/social-card/draw.ts';
import { SOCIAL_CARD_BUNDLE_FILES } from '#lambdas/lib/render/social-card/package-files.ts';
import { SOCIAL_CARD_SIZE, type SocialCard } from '#shared/render/social-card.ts';

// The real resvg, with its one-time initialisation counted.
vi.mock('@resvg/resvg-wasm', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@resvg/resvg-wasm')>();
  return { ...actual, initWasm: vi.fn(actual.initWasm) };
});

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BRAND = [0x1d, 0x4e, 0xd8];

const card = (title: string, extra: Partial<SocialCard> = {}): SocialCard => ({
  title,
  kind: 'post',
  siteName: 'Jane Doe',
  ...extra,
});

function pngHeader(png: Uint8Array) {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunkType = new TextDecoder().decode(png.subarray(12, 16));
  return { signature: [...png.subarray(0, 8)], chunkType, width: view.getUint32(16), height: view.getUint32(20) };
}

/** Decodes an 8-bit RGBA PNG (what resvg writes) into its pixels: enough to look at a card's margins. */
function decodeRgba(png: Uint8Array): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  const { width, height } = pngHeader(png);
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect(png[24]).toBe(8); // bit depth
  expect(png[25]).toBe(6); // colour type RGBA
  const idat: Uint8Array[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = view.getUint32(offset);
    const type = new TextDecoder().decode(png.subarray(offset + 4, offset + 8));
    if (type === 'IDAT') idat.push(png.subarray(offset + 8, offset + 8 + length));
    offset += length + 12;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i] ?? 0;
      const left = i >= 4 ? (pixels[y * stride + i - 4] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + i] ?? 0) : 0;
      const upLeft = y > 0 && i >= 4 ? (pixels[(y - 1) * stride + i - 4] ?? 0) : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      pixels[y * stride + i] = (value + predicted) & 0xff;
    }
  }
  return { width, height, pixel: (x, y) => [...pixels.subarray(y * stride + x * 4, y * stride + x * 4 + 3)] };
}

// First in the file: nothing has started resvg before it.
describe('the one-time WebAssembly start', () => {
  it('is shared by concurrent first cards and not repeated later', async () => {
    const pngs = await Promise.all([
      socialCardPng(card('One')),
      socialCardPng(card('Two', { kind: 'project' })),
      socialCardPng(card('Three', { kind: 'document' })),
      socialCardPng(card('Four', { kind: 'site' })),
    ]);
    expect(pngs).toHaveLength(4);
    expect(vi.mocked(initWasm)).toHaveBeenCalledTimes(1);

    await socialCardPng(card('Five'));
    expect(vi.mocked(initWasm)).toHaveBeenCalledTimes(1);
  });
});

describe('socialCardPng', () => {
  it('writes a 1200×630 PNG', async () => {
    const png = await socialCardPng(card('Building a serverless portfolio', { subtitle: '12 March 2026' }));
    expect(SOCIAL_CARD_SIZE).toEqual({ width: 1200, height: 630 });
    expect(pngHeader(png)).toEqual({ signature: PNG_SIGNATURE, chunkType: 'IHDR', width: 1200, height: 630 });
  });

  it('draws the same card byte for byte, and a different title differently', async () => {
    const first = await socialCardPng(card('Hello, world'));
    const again = await socialCardPng(card('Hello, world'));
    const other = await socialCardPng(card('Goodbye, world'));
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(other).equals(Buffer.from(first))).toBe(false);
  });

  it('also differs by kind, subtitle and site name', async () => {
    const base = Buffer.from(await socialCardPng(card('Same title')));
    const variants = await Promise.all([
      socialCardPng(card('Same title', { kind: 'project' })),
      socialCardPng(card('Same title', { subtitle: 'Guides' })),
      socialCardPng(card('Same title', { siteName: 'John Roe' })),
    ]);
    for (const png of variants) expect(Buffer.from(png).equals(base)).toBe(false);
  });

  it.each([
    ['a very long title, subtitle and site name', `${'A long title about serverless rendering '.repeat(40)}end`],
    ['a word longer than a line', 'Supercalifragilisticexpialidocious'.repeat(6)],
  ])('wraps and cuts %s inside the card: the right and bottom margins stay background', async (_, title) => {
    const png = await socialCardPng(card(title, { subtitle: 'x'.repeat(500), siteName: 'S'.repeat(300) }));
    const image = decodeRgba(png);
    expect([image.width, image.height]).toEqual([1200, 630]);
    // The padding is 80 px at the sides and 56 px at the bottom: nothing may be drawn there.
    const stray: string[] = [];
    const check = (x: number, y: number) => {
      if (image.pixel(x, y).join() !== BRAND.join()) stray.push(`${x},${y}`);
    };
    for (let y = 0; y < 630; y += 3) for (let x = 1124; x < 1200; x += 3) check(x, y);
    for (let y = 578; y < 630; y += 3) for (let x = 0; x < 1200; x += 5) check(x, y);
    expect(stray).toEqual([]);
  });

  it('renders Greek, Cyrillic, accented Latin, CJK and emoji without throwing', async () => {
    // Inter's subsets cover the first three; CJK shows Inter's "no glyph" box; emoji are left out.
    const png = await socialCardPng(card('Łódź, Zürich, Αθήνα, Москва, Việt Nam — 日本語 🚀 👩🏽‍💻 🇫🇷'));
    expect(pngHeader(png)).toMatchObject({ width: 1200, height: 630 });
  });

  it('uses the site name when a title has nothing left to draw (only emoji or blanks)', async () => {
    const fallback = Buffer.from(await socialCardPng(card('Jane Doe')));
    expect(Buffer.from(await socialCardPng(card('🚀 ✨\u200d')))).toEqual(fallback);
    expect(Buffer.from(await socialCardPng(card(' \n\t ')))).toEqual(fallback);
  });

  it('takes font bytes from the caller instead of reading them', async () => {
    const require = createRequire(import.meta.url);
    const fonts = {
      regular: readFileSync(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff')),
      bold: readFileSync(require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff')),
    };
    const png = await socialCardPng(card('Fonts passed in'), { fonts });
    expect(pngHeader(png)).toMatchObject({ width: 1200, height: 630 });
  });

  it('lists the files a bundle must ship, all present, the resvg wasm and package.json files among them', () => {
    const require = createRequire(import.meta.url);
    expect(SOCIAL_CARD_BUNDLE_FILES).toContain('@resvg/resvg-wasm/index_bg.wasm');
    expect(SOCIAL_CARD_BUNDLE_FILES).toContain('@resvg/resvg-wasm/package.json');
    expect(SOCIAL_CARD_BUNDLE_FILES).toContain('@fontsource/inter/package.json');
    for (const file of SOCIAL_CARD_BUNDLE_FILES) {
      // Copied by path; the files the module reads must also resolve through the packages' exports.
      expect(existsSync(join(REPO_ROOT, 'node_modules', file)), file).toBe(true);
      if (!file.endsWith('/package.json')) expect(() => require.resolve(file)).not.toThrow();
    }
    expect(SOCIAL_CARD_BUNDLE_FILES.filter((file) => file.endsWith('.woff2'))).toEqual([]);
  });
});
