import { describe, expect, it } from 'vitest';
import { stripMetadataLines } from '#shared/markdown-metadata.ts';

describe('metadata lines of a document', () => {
  it('removes the labelled lines right after the first heading, keeping the heading and the body', () => {
    const markdown = [
      '# Release 1.0',
      'description: The first release.',
      'date: 2026-01-02',
      'created: 2026-01-01',
      'Updated: 2026-01-03',
      'modified: 2026-01-04',
      'changed: 2026-01-05',
      'commit: a1b2c3d',
      'hash: a1b2c3d4',
      '',
      'The body.',
    ].join('\n');
    expect(stripMetadataLines(markdown)).toBe('# Release 1.0\n\nThe body.');
  });

  it('recognises emphasised labels and metadata at the top of a document without a heading', () => {
    expect(stripMetadataLines('**Updated:** 2026-01-02\n\nText')).toBe('\nText');
  });

  it('keeps the same labels further down, where they are body text', () => {
    const markdown = '# Title\n\nIntro.\n\nupdated: this line is prose\n';
    expect(stripMetadataLines(markdown)).toBe(markdown);
  });

  it('keeps a document without metadata as it is', () => {
    expect(stripMetadataLines('# Title\n\nBody')).toBe('# Title\n\nBody');
  });
});
