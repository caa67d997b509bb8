import { useId, useState } from 'react';
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

/** Whether a form's preview is shown, and the id that ties its button to its panel. */
export function usePreviewToggle() {
  const [shown, setShown] = useState(false);
  const panelId = useId();
  return { shown, panelId, toggle: () => setShown((current) => !current) };
}

type PreviewToggle = ReturnType<typeof usePreviewToggle>;

/** The button that shows and hides a form's preview panel; `shownLabel` is its text while the preview shows. */
export function PreviewButton({ preview, shownLabel = 'Preview' }: { preview: PreviewToggle; shownLabel?: string }) {
  return (
    <button
      className="button button--secondary"
      type="button"
      aria-pressed={preview.shown}
      aria-controls={preview.panelId}
      onClick={preview.toggle}
    >
      {preview.shown ? shownLabel : 'Preview'}
    </button>
  );
}

interface PreviewPanelProps {
  preview: PreviewToggle;
  markdown: string;
  /** Names the panel for assistive technology (`Preview of the post`). */
  label: string;
}

/** A form's preview panel: the markdown rendered while the preview is shown. */
export function PreviewPanel({ preview, markdown, label }: PreviewPanelProps) {
  return (
    <section id={preview.panelId} className="markdown-preview" aria-label={label} hidden={!preview.shown}>
      {preview.shown && <MarkdownPreview markdown={markdown} />}
    </section>
  );
}
