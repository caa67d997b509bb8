/** One comment of a file: where it starts (1-based line) and its text, markers included. */
export interface CodeComment {
  line: number;
  text: string;
}

/**
 * A `/` starts a regular expression, not a division, after an operator, an opening bracket, a
 * keyword that takes an expression, or at the start of the file.
 */
const REGEX_MAY_FOLLOW = /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\b(?:return|typeof|case|do|else|in|of|void|yield|await|throw))$/;

/** The index just past a quoted string that opens at `start`; a newline ends an unclosed one. */
function endOfQuoted(code: string, start: number): number {
  const quote = code[start];
  let i = start + 1;
  while (i < code.length && code[i] !== quote && code[i] !== '\n') i += code[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The index just past a regular expression that opens at `start`, or undefined when the line ends first. */
function endOfRegex(code: string, start: number): number | undefined {
  let inClass = false;
  for (let i = start + 1; i < code.length; i += 1) {
    const char = code[i];
    if (char === '\n') return undefined;
    if (char === '\\') i += 1;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) return i + 1;
  }
  return undefined;
}

/**
 * The comments of a TypeScript or JavaScript file: `//` lines and `/* … *\/` blocks, with strings,
 * template literals (and the code inside their `${}`) and regular expressions read past, so that a
 * `//` in a URL or a pattern is not taken for a comment.
 */
export function scriptComments(code: string): CodeComment[] {
  const comments: CodeComment[] = [];
  /** Per open `${`, how many `{` inside it are still open. */
  const templateBraces: number[] = [];
  let inTemplate = false;
  let i = 0;
  while (i < code.length) {
    const char = code[i];
    const next = code[i + 1];
    if (inTemplate) {
      if (char === '`') inTemplate = false;
      else if (char === '$' && next === '{') {
        templateBraces.push(0);
        inTemplate = false;
        i += 1;
      }
      i += char === '\\' ? 2 : 1;
    } else if (char === '/' && (next === '/' || next === '*')) {
      const end = endOfComment(code, i);
      comments.push({ line: lineAt(code, i), text: code.slice(i, end) });
      i = end;
    } else if (char === "'" || char === '"') i = endOfQuoted(code, i);
    else if (char === '`') {
      inTemplate = true;
      i += 1;
    } else if (char === '/' && REGEX_MAY_FOLLOW.test(code.slice(Math.max(0, i - 40), i).trimEnd())) {
      i = endOfRegex(code, i) ?? i + 1;
    } else {
      const open = templateBraces.length - 1;
      if (open >= 0 && char === '{') templateBraces[open] = (templateBraces[open] ?? 0) + 1;
      if (open >= 0 && char === '}') {
        if (templateBraces[open] === 0) {
          templateBraces.pop();
          inTemplate = true;
        } else templateBraces[open] = (templateBraces[open] ?? 1) - 1;
      }
      i += 1;
    }
  }
  return comments;
}

/** The index just past a `//` comment (its line) or a `/* … *\/` block that opens at `start`. */
function endOfComment(code: string, start: number): number {
  if (code[start + 1] === '/') {
    const newline = code.indexOf('\n', start);
    return newline < 0 ? code.length : newline;
  }
  const close = code.indexOf('*/', start + 2);
  return close < 0 ? code.length : close + 2;
}

/** The `/* … *\/` comments of a CSS file (CSS has no line comments). */
export function styleComments(code: string): CodeComment[] {
  return [...code.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
    line: lineAt(code, match.index),
    text: match[0],
  }));
}

function lineAt(code: string, index: number): number {
  return code.slice(0, index).split('\n').length;
}
