import { type MediaCover, mediaSizeNamed } from '#shared/media.ts';

type Child = Node | string | false | undefined;

/** An element with its attributes (`class` and the rest as written; `true` for a bare attribute) and children. */
export function h(tag: string, attributes: Record<string, string | true | undefined> = {}, ...children: Child[]) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value === true ? '' : value);
  }
  element.append(...children.filter((child): child is Node | string => child !== false && child !== undefined));
  return element;
}

/** A card's cover image at its 480 px size, as the app's cards draw it (below the first screen: lazy). */
export function cardCover(cover: MediaCover | undefined): HTMLElement | undefined {
  if (!cover) return undefined;
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
