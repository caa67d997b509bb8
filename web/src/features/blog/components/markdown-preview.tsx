import { useRenderedMarkdown } from '#web/shared/lib/use-rendered-markdown.ts';
import '#web/shared/ui/markdown.css';

/** The markdown as the post page will show it (the shared renderer, raw HTML off). */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const rendered = useRenderedMarkdown(markdown);
  if (!rendered || markdown.trim() === '') return <p className="field__hint">Nothing to preview yet.</p>;
  return (
    <div className="docs-document">
      {rendered.title && <h2>{rendered.title}</h2>}
      <div
        className="docs-markdown"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the shared renderer: raw HTML off, safe links, code escaped.
        dangerouslySetInnerHTML={{ __html: rendered.html }}
      />
    </div>
  );
}
