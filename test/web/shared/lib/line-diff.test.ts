import { describe, expect, it } from 'vitest';
import { type DiffLine, diffLines } from '#web/shared/lib/line-diff.ts';

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
});
