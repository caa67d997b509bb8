import { useCallback, useEffect, useSyncExternalStore } from 'react';

/** What a screen shows of one static content object: the data, the last error (cleared by a load), whether a load runs. */
export interface ContentState<Data> {
  data?: Data;
  error?: unknown;
  isLoading: boolean;
}

const LOADING: ContentState<never> = { isLoading: true };
const states = new Map<string, ContentState<unknown> & { loadedAt?: number }>();
const listeners = new Map<string, Set<() => void>>();
const running = new Map<string, Promise<unknown>>();

function set(key: string, state: ContentState<unknown> & { loadedAt?: number }): void {
  states.set(key, state);
  for (const listener of listeners.get(key) ?? []) listener();
}

/**
 * Loads a static content object (a collection index, a rendered document) into the cache shared by
 * every screen that shows it. Joins a load of the same key already running, unless `restart`
 * (a refresh that must not get an older answer). The data shown stays while a reload runs or fails.
 */
export function loadContent<Data>(key: string, load: () => Promise<Data>, restart = false): Promise<Data> {
  const current = running.get(key);
  if (current && !restart) return current as Promise<Data>;
  const previous = states.get(key);
  set(key, { data: previous?.data, isLoading: true });
  const promise = load();
  running.set(key, promise);
  const isLatest = () => running.get(key) === promise;
  promise.then(
    (data) => {
      if (isLatest()) set(key, { data, isLoading: false, loadedAt: Date.now() });
    },
    (error: unknown) => {
      if (isLatest()) set(key, { data: previous?.data, error, isLoading: false });
    },
  );
  void promise
    .finally(() => {
      if (isLatest()) running.delete(key);
    })
    .catch(() => undefined);
  return promise;
}

/**
 * One static object from `/content`, which changes only when a document is added or deployed:
 * loaded once and shared, loaded again by a screen that opens it after `maxAgeMs` (the old data
 * shows meanwhile) or after a failure, and by `retry`. A few lines in place of SWR, which would
 * add about 6 KB to the first load of every documentation page.
 */
export function useStaticContent<Data>(
  key: string,
  load: () => Promise<Data>,
  maxAgeMs: number,
): ContentState<Data> & { retry: () => void } {
  const subscribe = useCallback(
    (listener: () => void) => {
      const forKey = listeners.get(key) ?? new Set();
      listeners.set(key, forKey.add(listener));
      return () => {
        forKey.delete(listener);
      };
    },
    [key],
  );
  const state = useSyncExternalStore(subscribe, () => (states.get(key) ?? LOADING) as ContentState<Data>);
  // `load` belongs to `key`: a new key brings its own, the same key the same object.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    const current = states.get(key);
    const fresh =
      current &&
      (current.isLoading || (current.error === undefined && Date.now() - (current.loadedAt ?? 0) < maxAgeMs));
    if (!fresh) loadContent(key, load).catch(() => undefined);
  }, [key, maxAgeMs]);
  const retry = useCallback(() => {
    loadContent(key, load).catch(() => undefined);
  }, [key, load]);
  return { ...state, retry };
}
