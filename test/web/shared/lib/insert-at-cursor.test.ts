import { describe, expect, it } from 'vitest';
import { insertAtCursor } from '#web/shared/lib/insert-at-cursor.ts';

describe('inserting at the cursor', () => {
  const image = '![A cat](/media/x/960.webp)';

  it('puts the snippet at the cursor and the cursor right after it', () => {
    expect(insertAtCursor('Before after', 7, 7, image)).toEqual({
      text: `Before ${image}after`,
      cursor: 7 + image.length,
    });
  });

  it('replaces the selection', () => {
    expect(insertAtCursor('Keep THIS out', 5, 9, image)).toEqual({
      text: `Keep ${image} out`,
      cursor: 5 + image.length,
    });
  });

  it('inserts into an empty text, at the start and at the end', () => {
    expect(insertAtCursor('', 0, 0, image)).toEqual({ text: image, cursor: image.length });
    expect(insertAtCursor('end', 0, 0, 'x')).toEqual({ text: 'xend', cursor: 1 });
    expect(insertAtCursor('end', 3, 3, 'x')).toEqual({ text: 'endx', cursor: 4 });
  });

  it('clamps a selection beyond the text (the text got shorter meanwhile) to its end', () => {
    expect(insertAtCursor('short', 40, 50, 'x')).toEqual({ text: 'shortx', cursor: 6 });
    expect(insertAtCursor('short', 3, 1, 'x')).toEqual({ text: 'shoxrt', cursor: 4 });
  });
});
