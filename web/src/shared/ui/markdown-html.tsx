import { useEffect, useRef } from 'react';
import { useHighlightedCode } from '#web/shared/lib/use-highlighted-code.ts';
import './markdown.css';

interface MarkdownHtmlProps {
  /** The shared renderer's output: raw HTML off, links limited to http(s), mailto and relative, code escaped. */
  html: string;
  hasCode: boolean;
  testId?: string;
}

/** Rendered markdown in the docs' typography, its code blocks highlighted once shown and their Copy buttons working. */
export function MarkdownHtml({ html, hasCode, testId }: MarkdownHtmlProps) {
  const body = useRef<HTMLDivElement>(null);
  useHighlightedCode(body, hasCode ? html : undefined);
  useEffect(() => {
    if (hasCode) void import('#web/islands/code-block.ts').then((island) => island.defineCodeBlock());
  }, [hasCode]);
  return (
    <div
      ref={body}
      className="docs-markdown"
      data-testid={testId}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shared renderer's output (see the html prop).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
