import { renderMarkdownText } from '#shared/markdown/renderer.ts';

/**
 * A description from the API document, written in markdown (names in backticks, links): a block
 * of paragraphs, or `inline` a phrase inside a sentence.
 */
export function MarkdownText({ markdown, inline = false }: { markdown: string; inline?: boolean }) {
  const Element = inline ? 'span' : 'div';
  return (
    <Element
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with raw HTML off and links limited to http(s), mailto and relative (shared/markdown/renderer.ts).
      dangerouslySetInnerHTML={{ __html: renderMarkdownText(markdown, { inline }) }}
    />
  );
}
