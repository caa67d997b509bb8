import type { ReactNode } from 'react';
import { type MediaCover, mediaSizeNamed, srcSetOf } from '#shared/media.ts';
import './cover-image.css';

/** What an editor's form gives its cover image control: the cover it holds, and how to change it. */
export interface CoverControlProps {
  cover: MediaCover | undefined;
  onChange: (cover: MediaCover | undefined) => void;
  /** The server's refusal of the cover (`coverImageId`). */
  error?: string;
}

/**
 * The "Cover image" field of a post's or project's form: the form takes it from the app's routes,
 * which know the upload, since features do not import each other.
 */
export type CoverControl = (props: CoverControlProps) => ReactNode;

interface CoverImageProps {
  cover: MediaCover;
  /**
   * `page`: above a post's or project's text, the largest thing at the top, so it loads at once
   * and first (`fetchpriority="high"`), at the 960 size with every size in `srcset`. `card`: in a
   * list, the 480 size, loaded only when it comes near the screen.
   */
  variant: 'page' | 'card';
}

/** A post's or project's cover image, with the width and height of the size shown (no layout shift). */
export function CoverImage({ cover, variant }: CoverImageProps) {
  if (variant === 'card') {
    const size = mediaSizeNamed(cover.id, cover.width, cover.height, 480);
    return (
      <img
        className="cover-image cover-image--card"
        src={size.url}
        width={size.width}
        height={size.height}
        alt={cover.alt}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const size = mediaSizeNamed(cover.id, cover.width, cover.height, 960);
  return (
    <img
      className="cover-image"
      src={size.url}
      srcSet={srcSetOf(cover.sizes)}
      // The text column is at most 48rem wide.
      sizes="(min-width: 48rem) 48rem, 100vw"
      width={size.width}
      height={size.height}
      alt={cover.alt}
      fetchPriority="high"
    />
  );
}
