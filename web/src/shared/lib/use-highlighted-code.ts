import { type RefObject, useEffect } from 'react';

/**
 * Highlights the code blocks of the markup shown in `container` (plain escaped code until then, and
 * for good if the highlighter fails to load). `html` is what the container shows: each new markup
 * is highlighted anew, and an answer for markup that is gone is dropped. The page side of the
 * highlighter (code-highlighting.ts, which starts the worker) loads with the first code to highlight.
 */
export function useHighlightedCode(container: RefObject<HTMLElement | null>, html: string | undefined): void {
  useEffect(() => {
    const element = container.current;
    if (!element || !html) return;
    let current = true;
    import('./code-highlighting')
      .then(({ highlightCodeBlocks }) => highlightCodeBlocks(element, () => current))
      .catch((error: unknown) => console.error('The syntax highlighter failed to load', error));
    return () => {
      current = false;
    };
  }, [container, html]);
}
