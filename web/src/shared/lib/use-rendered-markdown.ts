import { useMemo } from 'react';
import { renderMarkdown } from '#shared/markdown/renderer.ts';

/**
 * The rendered markdown (undefined while there is none). Code blocks come as plain escaped code;
 * useHighlightedCode highlights them once shown.
 */
export function useRenderedMarkdown(markdown: string | undefined) {
  return useMemo(() => (markdown === undefined ? undefined : renderMarkdown(markdown)), [markdown]);
}
