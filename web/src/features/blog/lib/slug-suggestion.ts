import { slugify } from '#shared/blog.ts';

/** The slug field of a form whose slug is suggested from its title or name. */
export interface SlugSuggestion {
  slug: string;
  /** The user typed a slug of their own: the title no longer changes it. */
  edited: boolean;
}

/**
 * A new item's slug follows its title; an existing item's slug is its own from the start, so that
 * retitling a published post does not move its address.
 */
export function initialSlugSuggestion(existingSlug?: string): SlugSuggestion {
  return existingSlug ? { slug: existingSlug, edited: true } : { slug: '', edited: false };
}

/** The title (or name) changed: the slug follows it with `slugify` until the user edits the slug. */
export function slugAfterSourceChange(current: SlugSuggestion, source: string): SlugSuggestion {
  return current.edited ? current : { slug: slugify(source), edited: false };
}

/**
 * The user typed in the slug field: their slug stays. Emptying the field hands the slug back to the
 * title (from its next change; an empty slug is left out of the request and the server derives it).
 */
export function slugAfterSlugEdit(slug: string): SlugSuggestion {
  return { slug, edited: slug.trim() !== '' };
}
