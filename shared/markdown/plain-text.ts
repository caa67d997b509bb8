/** About what a search result or a link preview shows of a description. */
export const PLAIN_TEXT_MAX_LENGTH = 160;

/** A backslash before an ASCII punctuation character, as markdown escapes it. */
const ESCAPED = /\\([!-/:-@[-`{-~])/g;
/** Escaped characters wait in the private use area, at their code plus this. */
const HIDDEN = 0xe000;
const HIDDEN_CHARS = /[\ue021-\ue07e]/g;

const RULES: readonly (readonly [RegExp, string])[] = [
  [/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, ' '], // fenced code blocks
  [/!\[([^\]]*)\]\([^)]*\)/g, ''], // images (their alt text describes a picture, not the project)
  [/\[([^\]]*)\]\([^)]*\)/g, '$1'], // links keep their text
  [/<(https?:[^>\s]+|mailto:[^>\s]+)>/g, '$1'], // autolinks
  [/^\s*([-*_]\s*){3,}$/gm, ' '], // thematic breaks
  [/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, ''], // headings, quotes, list markers
  [/(\*\*|\*|~~|`)(?=\S)([\s\S]*?\S)\1/g, '$2'], // emphasis, strike, inline code
  [/(?<!\w)(__|_)(?=\S)([\s\S]*?\S)\1(?!\w)/g, '$2'], // underscore emphasis, never inside a word (snake_case)
];

/**
 * A markdown text as plain words for a meta description: the markup taken out (images dropped,
 * links as their text), whitespace collapsed, and cut at a word boundary with an ellipsis when it
 * is longer than `maxLength`. A small set of rules rather than the markdown parser, which the
 * pages that need this do not load.
 */
export function markdownPlainText(markdown: string, maxLength = PLAIN_TEXT_MAX_LENGTH): string {
  // An escaped character is itself, never markup: hidden from the rules, put back after them.
  let text = markdown.replace(ESCAPED, (_, char: string) => String.fromCharCode(HIDDEN + char.charCodeAt(0)));
  for (const [pattern, replacement] of RULES) text = text.replace(pattern, replacement);
  text = text
    .replace(HIDDEN_CHARS, (char) => String.fromCharCode(char.charCodeAt(0) - HIDDEN))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
