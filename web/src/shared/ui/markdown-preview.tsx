import { useRef } from 'react';
import { useHighlightedCode } from '#web/shared/lib/use-highlighted-code.ts';
import { useRenderedMarkdown } from '#web/shared/lib/use-rendered-markdown.ts';
import './markdown.css';

/** The markdown as the docs pages show it: the site's renderer (raw HTML off), code highlighted once shown. */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const rendered = useRenderedMarkdown(markdown);
  const body = useRef<HTMLDivElement>(null);
  useHighlightedCode(body, rendered?.hasCode ? rendered.html : undefined);
  if (!rendered || markdown.trim() === '') return <p className="field__hint">Nothing to preview yet.</p>;
  return (
    <div className="docs-document">
      {rendered.title && <h2>{rendered.title}</h2>}
      <div
        ref={body}
        className="docs-markdown"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the shared renderer: raw HTML off, safe links, code escaped.
        dangerouslySetInnerHTML={{ __html: rendered.html }}
      />
    </div>
  );
}
