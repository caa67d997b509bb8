import { useEffect, useMemo, useState } from 'react';
import { isCodeHighlighterLoaded, loadCodeHighlighter, renderMarkdown } from './markdown-renderer';

/**
 * The rendered markdown (undefined while there is none). A document with code is shown at once as
 * plain escaped code, and again highlighted when the highlighter chunk has loaded; a failed load
 * leaves it plain.
 */
export function useRenderedMarkdown(markdown: string | undefined) {
  const [highlighted, setHighlighted] = useState(isCodeHighlighterLoaded);
  const rendered = useMemo(
    // `highlighted` is read so that the document renders again once the highlighter is there.
    () => (markdown === undefined ? undefined : { ...renderMarkdown(markdown), highlighted }),
    [markdown, highlighted],
  );
  const needsHighlighter = rendered?.hasCode === true && !highlighted;
  useEffect(() => {
    if (!needsHighlighter) return;
    let active = true;
    loadCodeHighlighter().then(
      () => {
        if (active) setHighlighted(true);
      },
      (error: unknown) => console.error('The syntax highlighter failed to load', error),
    );
    return () => {
      active = false;
    };
  }, [needsHighlighter]);
  return rendered;
}
