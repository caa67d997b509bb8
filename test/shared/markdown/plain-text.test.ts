import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownPlainText, PLAIN_TEXT_MAX_LENGTH } from '#shared/markdown/plain-text.ts';

describe('markdownPlainText', () => {
  it('takes the markup out: images dropped, links as their text, emphasis and code as their words', () => {
    const markdown = [
      '## A task board',
      '',
      '![The board, three columns](/media/abc/960.webp#960x540)',
      '',
      'Built with **React** and _ElectroDB_, see [the docs](https://example.com/docs) or <https://example.com>.',
      '',
      '- fast `npm start`',
      '1. ~~slow~~ quick',
      '> quoted',
      '',
      '---',
      '```ts',
      'const hidden = 1;',
      '```',
      'The my_snake_case name stays.',
    ].join('\n');
    expect(markdownPlainText(markdown)).toBe(
      'A task board Built with React and ElectroDB, see the docs or https://example.com. fast npm start slow quick quoted The my_snake_case name stays.',
    );
  });

  it('keeps a short plain text as it is, and escaped characters as themselves', () => {
    expect(markdownPlainText('Made by the browser test.')).toBe('Made by the browser test.');
    expect(markdownPlainText('1\\. not a list, \\*not emphasis\\*')).toBe('1. not a list, *not emphasis*');
    expect(markdownPlainText('   ')).toBe('');
  });

  it('cuts a long text at a word boundary with an ellipsis, never past the limit', () => {
    const long = 'word '.repeat(100);
    const cut = markdownPlainText(long);
    expect(cut.endsWith('word…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(PLAIN_TEXT_MAX_LENGTH);
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), fc.integer({ min: 20, max: 300 }), (text, max) => {
        const plain = markdownPlainText(text, max);
        expect(plain.length).toBeLessThanOrEqual(max);
        expect(plain).not.toMatch(/\s{2}|^\s|\s$/);
      }),
    );
  });
});
