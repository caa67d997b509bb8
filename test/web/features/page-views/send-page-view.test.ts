import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_SESSION_STORAGE_KEY } from '#web/features/page-views/lib/analytics-session.ts';

const recordPageView = vi.hoisted(() =>
  vi.fn(async () => ({ path: '/', day: '2026-01-01', views: 1, newVisitor: true })),
);
vi.mock('#web/features/page-views/api/record-page-view.ts', () => ({ recordPageView }));

const { sendPageView } = await import('#web/features/page-views/lib/send-page-view.ts');

let stored: Map<string, string>;

beforeEach(() => {
  stored = new Map();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  recordPageView.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sendPageView', () => {
  it('sends nothing for a signed-in screen and starts no analytics session', async () => {
    await sendPageView('/editor/posts', '');
    await sendPageView('/login', 'https://search.test/');
    expect(recordPageView).not.toHaveBeenCalled();
    expect(stored.has(ANALYTICS_SESSION_STORAGE_KEY)).toBe(false);
  });

  it('records a public page, in the analytics session', async () => {
    await sendPageView('/stacks', '');
    expect(recordPageView).toHaveBeenCalledWith(expect.objectContaining({ path: '/stacks' }));
    expect(stored.has(ANALYTICS_SESSION_STORAGE_KEY)).toBe(true);
  });
});
