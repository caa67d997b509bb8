import { describe, expect, it } from 'vitest';
import { type DiffLine, diffLines, foldUnchanged } from '#web/shared/lib/line-diff.ts';

const marked = (lines: DiffLine[]) =>
  lines.map((line) => `${{ same: ' ', added: '+', removed: '-' }[line.kind]}${line.text}`);

/** The length of the longest common subsequence, by the textbook table. */
function lcsLength(a: string[], b: string[]): number {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = table[i] as number[];
      row[j] =
        a[i - 1] === b[j - 1] ? (table[i - 1]?.[j - 1] ?? 0) + 1 : Math.max(table[i - 1]?.[j] ?? 0, row[j - 1] ?? 0);
    }
  }
  return table[a.length]?.[b.length] ?? 0;
}

describe('line diff', () => {
  it('marks the lines added and removed between two versions, keeping the rest in order', () => {
    const before = '# Title\n\nFirst paragraph.\nOld line.\nLast line.\n';
    const after = '# Title\n\nFirst paragraph.\nNew line.\nLast line.\nAn added ending.\n';
    expect(marked(diffLines(before, after))).toEqual([
      ' # Title',
      ' ',
      ' First paragraph.',
      '-Old line.',
      '+New line.',
      ' Last line.',
      '+An added ending.',
    ]);
  });

  it('shows a whole text as added from nothing and as removed to nothing', () => {
    expect(marked(diffLines('', 'a\nb'))).toEqual(['+a', '+b']);
    expect(marked(diffLines('a\nb\n', ''))).toEqual(['-a', '-b']);
    expect(diffLines('', '')).toEqual([]);
  });

  it('finds nothing changed in equal texts, whatever their line endings', () => {
    expect(marked(diffLines('a\r\nb\r\n', 'a\nb'))).toEqual([' a', ' b']);
  });

  it('changes as few lines as possible, and rebuilds both texts, on random edits', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const text = (length: number) => Array.from({ length }, () => 'abcd'[Math.floor(random() * 4)] ?? 'a');
    for (let round = 0; round < 300; round += 1) {
      const [a, b] = [text(Math.floor(random() * 12)), text(Math.floor(random() * 12))];
      const diff = diffLines(a.join('\n'), b.join('\n'));
      expect(diff.filter((line) => line.kind !== 'added').map((line) => line.text)).toEqual(a);
      expect(diff.filter((line) => line.kind !== 'removed').map((line) => line.text)).toEqual(b);
      expect(diff.filter((line) => line.kind !== 'same')).toHaveLength(a.length + b.length - 2 * lcsLength(a, b));
    }
  });

  it('keeps three unchanged lines around each change and folds the longer unchanged runs', () => {
    const lines = Array.from({ length: 30 }, (_, index) => `line ${index + 1}`);
    const after = lines.map((line, index) => (index === 9 ? 'changed 10' : index === 24 ? 'changed 25' : line));
    const parts = foldUnchanged(diffLines(lines.join('\n'), after.join('\n')));
    const summary = parts.map((part) =>
      part.kind === 'folded' ? `(${part.lines.length} unchanged)` : marked(part.lines).join(','),
    );
    expect(summary).toEqual([
      '(6 unchanged)',
      ' line 7, line 8, line 9,-line 10,+changed 10, line 11, line 12, line 13',
      '(8 unchanged)',
      ' line 22, line 23, line 24,-line 25,+changed 25, line 26, line 27, line 28',
      '(2 unchanged)',
    ]);
    // The folded lines are the ones left out, in order: nothing is lost.
    expect(parts.flatMap((part) => part.lines)).toEqual(diffLines(lines.join('\n'), after.join('\n')));
  });

  it('folds no run it would only replace by its marker, and keeps the context it is asked for', () => {
    const before = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].join('\n');
    const after = ['a', 'b', 'c', 'd', 'E', 'f', 'g', 'h'].join('\n');
    // One unchanged line before the context: shown, since a marker would take its place.
    expect(foldUnchanged(diffLines(before, after)).map((part) => part.kind)).toEqual(['shown']);
    expect(foldUnchanged(diffLines(before, after), 1).map((part) => [part.kind, part.lines.length])).toEqual([
      ['folded', 3],
      ['shown', 4],
      ['folded', 2],
    ]);
    expect(foldUnchanged(diffLines('a\nb', 'a\nb'))).toEqual([{ kind: 'folded', lines: diffLines('a\nb', 'a\nb') }]);
    expect(foldUnchanged([])).toEqual([]);
  });
});
