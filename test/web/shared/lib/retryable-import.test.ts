import { describe, expect, it } from 'vitest';
import { retryableImport } from '#web/shared/lib/retryable-import.ts';

describe('retryableImport', () => {
  it('downloads once and hands out the same promise on every call', async () => {
    let downloads = 0;
    const load = retryableImport(async () => ++downloads);
    const first = load();
    expect(load()).toBe(first);
    expect(await first).toBe(1);
    load.retry();
    expect(await load()).toBe(1);
    expect(downloads).toBe(1);
  });

  it('keeps a failed download failed until retry(), then downloads again', async () => {
    let downloads = 0;
    const load = retryableImport(async () => {
      downloads += 1;
      if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module: /chunk.js');
      return 'module';
    });
    const failed = load();
    await expect(failed).rejects.toThrow('Failed to fetch');
    expect(load()).toBe(failed);
    load.retry();
    expect(await load()).toBe('module');
    expect(downloads).toBe(2);
  });
});
