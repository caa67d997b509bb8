import { afterEach, describe, expect, it, vi } from 'vitest';

const noop = () => undefined;

/** SWR decides at import time whether it runs in a browser, so the page globals come first. */
async function importGatesInBrowserLikeGlobals() {
  vi.resetModules();
  vi.stubGlobal('window', {
    location: { hostname: 'localhost', origin: 'http://localhost:5173' },
    addEventListener: noop,
    removeEventListener: noop,
  });
  vi.stubGlobal('document', { addEventListener: noop, removeEventListener: noop, visibilityState: 'visible' });
  return import('#web/app/page-view-gates.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('beforePageView', () => {
  it("reads the visitor count before the home page's view is recorded", async () => {
    const { beforePageView } = await importGatesInBrowserLikeGlobals();
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify({ totalVisitors: 5 }), { headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);

    await expect(beforePageView('/')).resolves.toEqual({ totalVisitors: 5, source: 'api' });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['http://localhost:5000/api/visitor/stats']);
  });

  it('holds no other page back', async () => {
    const { beforePageView } = await importGatesInBrowserLikeGlobals();
    expect(beforePageView('/no-such-page')).toBeUndefined();
  });
});
