import { readFileSync } from 'node:fs';
import MarkdownIt, { type Token } from 'markdown-it';

const markdown = new MarkdownIt();

/** The text of a heading token's inline content, code spans included without their backticks. */
function headingText(inline: Token | undefined): string {
  return (inline?.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');
}

/**
 * The body rows of the first table under the heading `heading` of a markdown file (before the next
 * heading of any level), each row as its cells' source text. Undefined when the file has no such
 * heading or no table under it.
 */
export function tableUnderHeading(file: string, heading: string): string[][] | undefined {
  const tokens = markdown.parse(readFileSync(file, 'utf8'), {});
  const start = tokens.findIndex(
    (token, index) => token.type === 'heading_open' && headingText(tokens[index + 1]) === heading,
  );
  if (start < 0) return undefined;
  const rows: string[][] = [];
  let inBody = false;
  for (const token of tokens.slice(start + 3)) {
    if (token.type === 'heading_open' || token.type === 'table_close') break;
    if (token.type === 'tbody_open') inBody = true;
    else if (inBody && token.type === 'tr_open') rows.push([]);
    else if (inBody && token.type === 'inline') rows.at(-1)?.push(token.content.trim());
  }
  return inBody ? rows : undefined;
}

/** The first cell of each row when it is one code span (`` `name` ``): the names a table lists. */
export function namesInFirstColumn(rows: readonly string[][]): string[] {
  return rows.map((row) => /^`([^`]+)`$/.exec(row[0] ?? '')?.[1] ?? `(not a code span: ${row[0] ?? ''})`);
}
