import { describe, expect, it } from 'vitest';
import { highlightCode } from '#shared/markdown/syntax-highlighter.ts';

/** The text a browser shows for highlight.js markup. */
function shownText(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');
}

describe('the syntax highlighter (run in a worker by the pages)', () => {
  it('highlights the registered languages and their aliases', () => {
    for (const language of [
      'ts',
      'typescript',
      'js',
      'json',
      'bash',
      'sh',
      'csharp',
      'cs',
      'yaml',
      'md',
      'css',
      'html',
      'xml',
    ]) {
      const markup = highlightCode('# title\n<p class="a">const x = "y"; // note</p>', language);
      expect(markup, language).toContain('<span class="hljs-');
    }
  });

  it('leaves a language it does not know to the plain text', () => {
    expect(highlightCode('<b>x</b>', 'cobol')).toBeUndefined();
  });

  it('keeps <script> inside a code block as text', () => {
    for (const language of ['html', 'ts', 'json']) {
      const markup = highlightCode('<script>alert("x")</script>', language) ?? '';
      expect(markup).not.toMatch(/<script/i);
      expect(shownText(markup)).toBe('<script>alert("x")</script>');
    }
  });
});
