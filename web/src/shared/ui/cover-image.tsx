import type { ReactNode } from 'react';
import type { MediaCover } from '#shared/media.ts';
import { coverImageMarkup } from './cover-image-markup';
import { reactMarkup } from './react-markup';
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
  /** `page` above a post's or project's text, `card` in a list (`coverImageMarkup`). */
  variant: 'page' | 'card';
}

/** A post's or project's cover image, as `coverImageMarkup` draws it (also for the public pages' islands). */
export function CoverImage({ cover, variant }: CoverImageProps) {
  return coverImageMarkup(reactMarkup, cover, variant);
}
