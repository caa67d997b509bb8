/** What a polled read shows: the last data, the last error (cleared by a success), and whether a read runs. */
export interface PolledReadState<Data> {
  data?: Data;
  error?: unknown;
  isValidating: boolean;
}

export interface PolledRead<Data> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => PolledReadState<Data>;
  /** Reads again now (joins a read already running). */
  revalidate: () => Promise<void>;
  /**
   * For a component that starts showing the data: reads unless a read runs or ended within the
   * dedupe window. Resolves when the read it started or joined ends.
   */
  revalidateOnMount: () => Promise<void>;
}

/** SWR's defaults for the same behaviour: dedupe 2 s, focus throttle 5 s. */
const DEDUPE_MS = 2_000;
const FOCUS_THROTTLE_MS = 5_000;

export interface PolledReadOptions {
  /** Read again this often while the tab is visible and someone listens; none: only on mount (deduped). */
  intervalMs?: number;
  /** Read again on focus (throttled) and on reconnect; default true. */
  revalidateOnFocus?: boolean;
}

/**
 * The few SWR semantics a shell widget needs, for one key: shared state, deduped reads, a poll every
 * `intervalMs` while the tab is visible and someone listens, a read on focus (throttled) and on
 * reconnect, data kept while a later read fails, no retry on error (the next poll is the retry).
 * Pages keep SWR (DESIGN.md); docs/decisions.md says why the shell and the home page do not.
 */
export function createPolledRead<Data>(
  read: () => Promise<Data>,
  { intervalMs, revalidateOnFocus = true }: PolledReadOptions,
): PolledRead<Data> {
  let state: PolledReadState<Data> = { isValidating: false };
  const listeners = new Set<() => void>();
  let running: Promise<void> | undefined;
  let lastEnded = Number.NEGATIVE_INFINITY;
  let lastFocusRead = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: PolledReadState<Data>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (listeners.size === 0 || intervalMs === undefined) return;
    timer = setTimeout(() => {
      if (document.visibilityState === 'hidden') schedule();
      else void revalidate();
    }, intervalMs);
  };

  const revalidate = (): Promise<void> => {
    running ??= (async () => {
      set({ ...state, isValidating: true });
      try {
        const data = await read();
        set({ data, isValidating: false });
      } catch (error) {
        set({ ...state, error, isValidating: false });
      } finally {
        running = undefined;
        lastEnded = Date.now();
        schedule();
      }
    })();
    return running;
  };

  const onFocus = () => {
    if (document.visibilityState === 'hidden' || Date.now() - lastFocusRead < FOCUS_THROTTLE_MS) return;
    lastFocusRead = Date.now();
    void revalidate();
  };
  const onOnline = () => void revalidate();

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        if (revalidateOnFocus) {
          window.addEventListener('focus', onFocus);
          document.addEventListener('visibilitychange', onFocus);
          window.addEventListener('online', onOnline);
        }
        if (!running) schedule();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        if (revalidateOnFocus) {
          window.removeEventListener('focus', onFocus);
          document.removeEventListener('visibilitychange', onFocus);
          window.removeEventListener('online', onOnline);
        }
        clearTimeout(timer);
        timer = undefined;
      };
    },
    getSnapshot: () => state,
    revalidate,
    revalidateOnMount() {
      if (!running && Date.now() - lastEnded >= DEDUPE_MS) return revalidate();
      return running ?? Promise.resolve();
    },
  };
}
