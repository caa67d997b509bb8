import { useEffect, useRef } from 'react';
import { useHighlightedCode } from '#web/shared/lib/use-highlighted-code.ts';
import './markdown.css';

interface MarkdownHtmlProps {
  /** The shared renderer's output: raw HTML off, links limited to http(s), mailto and relative, code escaped. */
  html: string;
  hasCode: boolean;
  testId?: string;
}

/**
 * Rendered markdown in the docs' typography, its code blocks highlighted once shown and their Copy
 * buttons working. Text with code sits in `<site-highlighted-code>`, which highlights it on a page
 * that loads no framework; in the app the tag is inert and the hook below highlights.
 */
export function MarkdownHtml({ html, hasCode, testId }: MarkdownHtmlProps) {
  const body = useRef<HTMLDivElement>(null);
  useHighlightedCode(body, hasCode ? html : undefined);
  useEffect(() => {
    if (hasCode) void import('#web/islands/code-block.ts').then((island) => island.defineCodeBlock());
  }, [hasCode]);
  const markdown = (
    <div
      ref={body}
      className="docs-markdown"
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shared renderer's output (see the html prop).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
  return hasCode ? <site-highlighted-code>{markdown}</site-highlighted-code> : markdown;
}
