import { describe, expect, it } from 'vitest';
import { changelogEntries } from '#web/features/docs/lib/changelogs.ts';
import { node } from './fixtures';

describe('changelog list', () => {
  it('lists releases newest first by date, undated last, folders left out', () => {
    const entries = changelogEntries([
      node({ name: '2025-09-14-skeleton', createdAt: '2025-09-14T00:00:00.000Z' }),
      node({ name: 'undated' }),
      node({ name: '2026-11-20-fixes', createdAt: '2026-11-20T00:00:00.000Z' }),
      node({ name: 'only-updated', updatedAt: '2026-01-01T00:00:00.000Z' }),
      node({ name: 'drafts', type: 'folder' }),
    ]);
    expect(entries.map((entry) => entry.name)).toEqual([
      '2026-11-20-fixes',
      'only-updated',
      '2025-09-14-skeleton',
      'undated',
    ]);
  });

  it('orders releases of the same day by file name, newest name first', () => {
    const day = '2026-01-01T00:00:00.000Z';
    const entries = changelogEntries([
      node({ name: '2026-01-01-a', createdAt: day }),
      node({ name: '2026-01-01-b', createdAt: day }),
    ]);
    expect(entries.map((entry) => entry.name)).toEqual(['2026-01-01-b', '2026-01-01-a']);
  });
});
