import { Resvg } from '@resvg/resvg-wasm';
import satori from 'satori';
import { SOCIAL_CARD_SIZE, type SocialCard } from '#shared/render/social-card.ts';
import { ensureResvg, fontsFor, type SocialCardAssets } from './assets';
import { cardTree } from './layout';

/**
 * Renders a card as a 1200×630 PNG (20–50 kB): satori lays the card out and draws its text as SVG
 * paths (with Inter, so no system font is involved), and resvg (WebAssembly) rasterises the SVG.
 * Both run in plain Node: locally under tsx and vitest, and bundled by esbuild in a Lambda. The first call in a process also reads the fonts,
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
