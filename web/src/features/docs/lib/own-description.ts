import { DESCRIPTION_FALLBACK } from '#shared/content.ts';

/** A node's own description; undefined when it has none (empty, or the indexer's 'No description available'). */
export function ownDescription(description: string | undefined): string | undefined {
  const trimmed = description?.trim();
  return trimmed && trimmed !== DESCRIPTION_FALLBACK ? trimmed : undefined;
}
