import { useRef } from 'react';
import {
  initialSlugSuggestion,
  type SlugSuggestion,
  slugAfterSlugEdit,
  slugAfterSourceChange,
} from '#web/features/blog/lib/slug-suggestion.ts';

/**
 * Wires a form's title (or name) field to its slug field: typing a title suggests the slug, until
 * the user types a slug of their own. `setValue` is the form's field setter.
 */
export function useSlugSuggestion<Name extends string>(
  setValue: (name: Name, value: string) => void,
  fields: { source: Name; slug: Name },
  existingSlug?: string,
) {
  const state = useRef<SlugSuggestion>(initialSlugSuggestion(existingSlug));

  return {
    onSourceChange(value: string) {
      setValue(fields.source, value);
      const next = slugAfterSourceChange(state.current, value);
      if (next.slug !== state.current.slug) setValue(fields.slug, next.slug);
      state.current = next;
    },
    onSlugChange(value: string) {
      setValue(fields.slug, value);
      state.current = slugAfterSlugEdit(value);
    },
  };
}
