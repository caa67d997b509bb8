import { type MediaCover, mediaSizeNamed, srcSetOf } from '#shared/media.ts';
import type { Markup } from './markup';

/**
 * A post's or project's cover image, with the width and height of the size shown (no layout
 * shift). `page`: above a post's or project's text, the largest thing at the top, so it loads at
 * once and first (`fetchpriority="high"`), at the 960 size with every size in `srcset`. `card`: in
 * a list, the 480 size, loaded only when it comes near the screen.
 */
export function coverImageMarkup<Node>(h: Markup<Node>, cover: MediaCover, variant: 'page' | 'card'): Node {
  if (variant === 'card') {
    const size = mediaSizeNamed(cover.id, cover.width, cover.height, 480);
    return h('img', {
      class: 'cover-image cover-image--card',
      src: size.url,
      width: String(size.width),
      height: String(size.height),
      alt: cover.alt,
      loading: 'lazy',
      decoding: 'async',
    });
  }
  const size = mediaSizeNamed(cover.id, cover.width, cover.height, 960);
  return h('img', {
    class: 'cover-image',
    src: size.url,
    srcset: srcSetOf(cover.sizes),
    // The text column is at most 48rem wide.
    sizes: '(min-width: 48rem) 48rem, 100vw',
    width: String(size.width),
    height: String(size.height),
    alt: cover.alt,
    fetchpriority: 'high',
  });
}
