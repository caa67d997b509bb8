import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { PageDataAnswer } from '#shared/render/render-contract.ts';
import { answerError, pageDataAnswer, wantPageData } from './page-data';

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
 * Keyed by the answer itself, not by the object's key: the page renderer renders page after page in
 * one process, each from answers of its own, and a state kept by key would show every later page
 * the first page's index (a new document rendered as not found, its HTML disagreeing with its data).
 */
const renderedStates = new WeakMap<PageDataAnswer, ContentState<unknown>>();

/** The state of an object a page was rendered with: one object per answer, as useSyncExternalStore needs. */
function renderedState<Data>(answer: PageDataAnswer): ContentState<Data> {
  let state = renderedStates.get(answer);
  if (!state) {
    state =
      'data' in answer ? { data: answer.data, isLoading: false } : { error: answerError(answer), isLoading: false };
    renderedStates.set(answer, state);
  }
  return state as ContentState<Data>;
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
  // A pre-rendered page starts from the object it was rendered with (shared/api/page-data.ts); the
  // renderer asks for it while it has none.
  const answer = pageDataAnswer(key);
  if (!answer) wantPageData(key, load);
  const rendered = answer ? renderedState<Data>(answer) : undefined;
  const snapshot = () => (states.get(key) ?? rendered ?? LOADING) as ContentState<Data>;
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  // `load` belongs to `key`: a new key brings its own, the same key the same object.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    // The object the page was rendered with counts as loaded now (it is at most a minute old).
    if (rendered && !states.has(key) && rendered.error === undefined) {
      states.set(key, { ...rendered, loadedAt: Date.now() });
    }
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
