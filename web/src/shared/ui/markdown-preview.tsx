import { useRenderedMarkdown } from '#web/shared/lib/use-rendered-markdown.ts';
import { MarkdownHtml } from './markdown-html';

/** The markdown as the docs pages show it: the site's renderer (raw HTML off), code highlighted once shown. */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const rendered = useRenderedMarkdown(markdown);
  if (!rendered || markdown.trim() === '') return <p className="field__hint">Nothing to preview yet.</p>;
  return (
    <div className="docs-document">
      {rendered.title && <h2>{rendered.title}</h2>}
      <MarkdownHtml html={rendered.html} hasCode={rendered.hasCode} />
    </div>
  );
}
