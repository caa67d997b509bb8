/** One line of a line diff: in both texts, only in the newer (`added`) or only in the older (`removed`). */
export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** A text's lines; a final line break ends the last line rather than starting an empty one. */
function linesOf(text: string): string[] {
  if (text === '') return [];
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/**
 * The shortest edit from `a` to `b` (Myers' O((N+M)·D) algorithm): for each number of edits d, the
 * furthest x reached on each diagonal k = x − y. Each round keeps only its diagonals −d…d, so the
 * trace for walking back takes O(D²) numbers, D being the lines changed, not the documents' length.
 */
function shortestEdit(a: readonly string[], b: readonly string[]): Int32Array[] {
  const [n, m] = [a.length, b.length];
  const trace: Int32Array[] = [];
  // furthest[d + k] after round d; round −1 starts every diagonal at x = 0.
  let previous = new Int32Array(1);
  for (let d = 0; d <= n + m; d += 1) {
    const furthest = new Int32Array(2 * d + 1);
    const before = (k: number) => (Math.abs(k) <= d - 1 ? (previous[d - 1 + k] ?? 0) : -1);
    for (let k = -d; k <= d; k += 2) {
      // Down (a line of b added) from diagonal k + 1, or right (a line of a removed) from k − 1.
      const down = k === -d || (k !== d && before(k - 1) < before(k + 1));
      let x = d === 0 ? 0 : down ? before(k + 1) : before(k - 1) + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      furthest[d + k] = x;
      if (x >= n && y >= m) {
        trace.push(furthest);
        return trace;
      }
    }
    trace.push(furthest);
    previous = furthest;
  }
  return trace;
}

/**
 * The lines of `before` and `after` in order, each marked same, added or removed: the fewest
 * added and removed lines that turn `before` into `after` (a removed line comes before the line
 * added in its place).
 */
export function diffLines(before: string, after: string): DiffLine[] {
  const [a, b] = [linesOf(before), linesOf(after)];
  const trace = shortestEdit(a, b);
  const reversed: DiffLine[] = [];
  let [x, y] = [a.length, b.length];
  for (let d = trace.length - 1; d >= 0; d -= 1) {
    const k = x - y;
    const round = trace[d - 1];
    const at = (diagonal: number) => round?.[d - 1 + diagonal] ?? -1;
    const down = k === -d || (k !== d && at(k - 1) < at(k + 1));
    const previousK = down ? k + 1 : k - 1;
    const previousX = d === 0 ? 0 : at(previousK);
    const previousY = d === 0 ? 0 : previousX - previousK;
    while (x > previousX && y > previousY) {
      x -= 1;
      y -= 1;
      reversed.push({ kind: 'same', text: a[x] ?? '' });
    }
    if (d > 0) {
      if (down) reversed.push({ kind: 'added', text: b[previousY] ?? '' });
      else reversed.push({ kind: 'removed', text: a[previousX] ?? '' });
    }
    [x, y] = [previousX, previousY];
  }
  return reversed.reverse();
}

/** A stretch of a diff: lines to show, or a run of unchanged lines far from any change, folded. */
export interface DiffPart {
  kind: 'shown' | 'folded';
  lines: DiffLine[];
}

/**
 * A diff as a reader wants it: each change with `context` unchanged lines either side, and every
 * longer run of unchanged lines folded (a run of one line stays shown, since its marker would take
 * the same room). The parts hold every line, in order.
 */
export function foldUnchanged(lines: readonly DiffLine[], context = 3): DiffPart[] {
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], run: DiffLine[]) => {
    if (run.length === 0) return;
    const last = parts.at(-1);
    if (last?.kind === kind) last.lines.push(...run);
    else parts.push({ kind, lines: [...run] });
  };
  let start = 0;
  while (start < lines.length) {
    let end = start;
    const same = lines[start]?.kind === 'same';
    while (end < lines.length && (lines[end]?.kind === 'same') === same) end += 1;
    const run = lines.slice(start, end);
    if (!same) push('shown', run);
    else {
      const keepBefore = start === 0 ? 0 : context;
      const keepAfter = end === lines.length ? 0 : context;
      const folded = run.length - keepBefore - keepAfter;
      if (folded < 2) push('shown', run);
      else {
        push('shown', run.slice(0, keepBefore));
        push('folded', run.slice(keepBefore, run.length - keepAfter));
        push('shown', run.slice(run.length - keepAfter));
      }
    }
    start = end;
  }
  return parts;
}
