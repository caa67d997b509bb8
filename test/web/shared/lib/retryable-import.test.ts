import { describe, expect, it, vi } from 'vitest';
import { type PageReload, retryableImport } from '#web/shared/lib/retryable-import.ts';

const DOWNLOAD_FAILED = 'Failed to fetch dynamically imported module: /chunk.js';

/** A page reload that only counts, over a site that answers or not. */
function fakeReload(siteAnswers: boolean): PageReload & { reloads: number } {
  const recovery = {
    reloads: 0,
    siteAnswers: async () => siteAnswers,
    reload: () => {
      recovery.reloads += 1;
    },
  };
  return recovery;
}

/** A download that fails (as browsers that keep a failed import in their module map do every time). */
function failingDownload(message = DOWNLOAD_FAILED) {
  const download = {
    count: 0,
    load: async (): Promise<string> => {
      download.count += 1;
      throw new TypeError(message);
    },
  };
  return download;
}

describe('retryableImport', () => {
  it('downloads once and hands out the same promise on every call', async () => {
    let downloads = 0;
    const load = retryableImport(async () => ++downloads, fakeReload(true));
    const first = load();
    expect(load()).toBe(first);
    expect(await first).toBe(1);
    load.retry();
    expect(await load()).toBe(1);
    expect(downloads).toBe(1);
  });

  it('keeps a failed download failed until retry(), then downloads again', async () => {
    let downloads = 0;
    const recovery = fakeReload(true);
    const load = retryableImport(async () => {
      downloads += 1;
      if (downloads === 1) throw new TypeError(DOWNLOAD_FAILED);
      return 'module';
    }, recovery);
    const failed = load();
    await expect(failed).rejects.toThrow('Failed to fetch');
    expect(load()).toBe(failed);
    load.retry();
    expect(await load()).toBe('module');
    expect(downloads).toBe(2);
    expect(recovery.reloads).toBe(0);
  });

  it('never reloads the page for a first failure', async () => {
    const recovery = fakeReload(true);
    const load = retryableImport(failingDownload().load, recovery);
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(recovery.reloads).toBe(0);
  });

  it('reloads the page when the download fails again after retry() while the site answers, and stays pending', async () => {
    const recovery = fakeReload(true);
    const download = failingDownload();
    const load = retryableImport(download.load, recovery);
    await expect(load()).rejects.toThrow('Failed to fetch');
    load.retry();
    const settled = vi.fn();
    load().then(settled, settled);
    await vi.waitFor(() => expect(recovery.reloads).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
    expect(download.count).toBe(2);
  });

  it('shows the failure again, without reloading, while the site does not answer (still offline)', async () => {
    const recovery = fakeReload(false);
    const load = retryableImport(failingDownload().load, recovery);
    await expect(load()).rejects.toThrow('Failed to fetch');
    load.retry();
    await expect(load()).rejects.toThrow('Failed to fetch');
    expect(recovery.reloads).toBe(0);
  });

  it('never reloads for a failure that is not a download (a reload would not help)', async () => {
    const recovery = fakeReload(true);
    const load = retryableImport(failingDownload('echarts: invalid option').load, recovery);
    await expect(load()).rejects.toThrow('invalid option');
    load.retry();
    await expect(load()).rejects.toThrow('invalid option');
    expect(recovery.reloads).toBe(0);
  });
});
