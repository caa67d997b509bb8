import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post } from '#shared/blog.ts';
import { createViewedPosts, recordViewOnce, VIEWED_POST_KEY_PREFIX } from '#web/features/blog/lib/post-views.ts';

const recordPostView = vi.hoisted(() => vi.fn(async (_id: string) => ({ viewCount: 7 })));
vi.mock('#web/features/blog/api/record-post-view.ts', () => ({ recordPostView }));
vi.mock('swr', () => ({ mutate: vi.fn(async () => undefined) }));
// React StrictMode in development: every effect runs, is cleaned up, and runs again.
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  useEffect: (effect: () => (() => void) | undefined) => {
    effect()?.();
    effect();
  },
}));

/** A tab's sessionStorage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

let storage: ReturnType<typeof memoryStorage>;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('sessionStorage', storage);
  recordPostView.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a post view counts once per browser session', () => {
  it('sends one view for two calls at once, as StrictMode makes them', async () => {
    const send = vi.fn(async () => ({ viewCount: 1 }));
    const viewed = createViewedPosts();
    const answers = await Promise.all([recordViewOnce('p1', send, viewed), recordViewOnce('p1', send, viewed)]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(answers).toEqual([{ viewCount: 1 }, undefined]);
  });

  it('sends nothing after a reload in the same session, and again for another post', async () => {
    const send = vi.fn(async () => ({ viewCount: 1 }));
    await recordViewOnce('p1', send, createViewedPosts());
    const afterReload = createViewedPosts();
    expect(await recordViewOnce('p1', send, afterReload)).toBeUndefined();
    await recordViewOnce('p2', send, afterReload);
    expect(send.mock.calls).toEqual([['p1'], ['p2']]);
    expect([...storage.items.keys()]).toEqual([`${VIEWED_POST_KEY_PREFIX}p1`, `${VIEWED_POST_KEY_PREFIX}p2`]);
  });

  it('counts again in a new session (fresh sessionStorage)', async () => {
    const send = vi.fn(async () => ({ viewCount: 1 }));
    await recordViewOnce('p1', send, createViewedPosts());
    vi.stubGlobal('sessionStorage', memoryStorage());
    await recordViewOnce('p1', send, createViewedPosts());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('lets a later visit count when the request failed', async () => {
    const viewed = createViewedPosts();
    await expect(recordViewOnce('p1', async () => Promise.reject(new Error('offline')), viewed)).rejects.toThrow(
      'offline',
    );
    const send = vi.fn(async () => ({ viewCount: 1 }));
    await recordViewOnce('p1', send, viewed);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('still counts once per page load when sessionStorage is blocked', async () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    });
    const send = vi.fn(async () => ({ viewCount: 1 }));
    const viewed = createViewedPosts();
    await recordViewOnce('p1', send, viewed);
    await recordViewOnce('p1', send, viewed);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('the post page records its view', () => {
  const post = (status: Post['status'], id = 'post-1'): Pick<Post, 'id' | 'slug' | 'status'> => ({
    id,
    slug: `slug-of-${id}`,
    status,
  });

  it('sends POST /posts/{id}/view once under StrictMode, and not again when shown again', async () => {
    const { useRecordPostView } = await import('#web/features/blog/hooks/use-record-post-view.ts');
    useRecordPostView(post('published'), true);
    useRecordPostView(post('published'), true);
    expect(recordPostView.mock.calls).toEqual([['post-1']]);
  });

  it('sends and stores nothing without analytics consent, and counts the post once consent is given', async () => {
    const { useRecordPostView } = await import('#web/features/blog/hooks/use-record-post-view.ts');
    useRecordPostView(post('published', 'post-2'), false);
    expect(recordPostView).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
    useRecordPostView(post('published', 'post-2'), true);
    expect(recordPostView.mock.calls).toEqual([['post-2']]);
  });

  it('counts no view of a draft an editor is looking at', async () => {
    const { useRecordPostView } = await import('#web/features/blog/hooks/use-record-post-view.ts');
    useRecordPostView(post('draft', 'draft-1'), true);
    useRecordPostView(undefined, true);
    expect(recordPostView).not.toHaveBeenCalled();
  });
});
