import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#infra/bundling.ts';
import { renderDocumentFile } from '#lambdas/lib/content/rendered-documents.ts';
import { renderMarkdown } from '#shared/markdown/renderer.ts';
import { highlightCode } from '#shared/markdown/syntax-highlighter.ts';

const unescapeHtml = (text: string) =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');

/** What the SPA shows for markdown it renders itself: markdown-it's HTML, then each known language's block highlighted in place. */
function renderedInBrowser(markdown: string) {
  const { title, html, toc } = renderMarkdown(markdown);
  const highlighted = html.replace(
    /(<pre tabindex="0"><code class="language-([^"\s]+)">)([\s\S]*?)(<\/code><\/pre>)/g,
    (block, open: string, language: string, code: string, close: string) => {
      const markup = highlightCode(unescapeHtml(code), language);
      return markup === undefined ? block : `${open}${markup}${close}`;
    },
  );
  return title === undefined ? { html: highlighted, toc } : { title, html: highlighted, toc };
}

describe('documents rendered ahead by the content function', () => {
  it('give the markup the SPA shows for the same markdown once it has highlighted the code', () => {
    const markdown = [
      '# Title',
      'description: Not shown.',
      '',
      '## One',
      '```ts',
      'const html = "<script>" && a < b;',
      '```',
      '## Two',
      '```unknown-language',
      '<b>kept as text</b>',
      '```',
      '### Three',
      '    indented code',
      '',
      '<img src=x onerror="alert(1)"> [x](javascript:alert(1)) [y](https://example.com)',
    ].join('\n');
    const rendered = renderDocumentFile(markdown);
    expect(rendered).toEqual(renderedInBrowser(markdown));
    expect(rendered.title).toBe('Title');
    expect(rendered.toc.map((heading) => heading.id)).toEqual(['one', 'two', 'three']);
    expect(rendered.html).toContain('<span class="hljs-string">&quot;&lt;script&gt;&quot;</span>');
    expect(rendered.html).toContain('<code class="language-unknown-language">&lt;b&gt;kept as text&lt;/b&gt;');
    expect(rendered.html).not.toMatch(/<img|<script|href="javascript/i);
    expect(rendered.html).not.toContain('Not shown');
  });

  it('render every document of content/ the way the SPA would', () => {
    const root = path.join(REPO_ROOT, 'content');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const markdown = readFileSync(path.join(root, file), 'utf8');
      expect(renderDocumentFile(markdown), file).toEqual(renderedInBrowser(markdown));
    }
  });
});
