import { useCallback, useEffect, useRef, useState } from 'react';

/** What the last autosave did, for the status line beside the Save button (save-status.tsx). */
export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; message: string };

/** Saved this long after the last keystroke. */
const AUTOSAVE_IDLE_MS = 1000;
/** While typing goes on, saved at least this often. */
const AUTOSAVE_MAX_WAIT_MS = 10_000;

interface AutosaveOptions<Value> {
  /** What a save would send now. */
  value: Value;
  /** Whether `value` differs from what the server has; nothing is saved while it does not. */
  dirty: boolean;
  /** Off while the form cannot save on its own: before it loads, during a conflict, while signed out. */
  enabled: boolean;
  /** Sends `value`; throws when it was not saved. */
  save: (value: Value) => Promise<void>;
  /** The sentence shown for a failed save. */
  describeFailure: (error: unknown) => string;
  idleMs?: number;
  maxWaitMs?: number;
}

/**
 * Saves the form's value about a second after typing stops, and at most every ten seconds while
 * it goes on. One save runs at a time: a change made during a save is saved after it, with the
 * latest value. `flush` saves now (before leaving, or when Save is pressed) and resolves when
 * every save it started has ended.
 */
export function useAutosave<Value>({
  value,
  dirty,
  enabled,
  save,
  describeFailure,
  idleMs = AUTOSAVE_IDLE_MS,
  maxWaitMs = AUTOSAVE_MAX_WAIT_MS,
}: AutosaveOptions<Value>) {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const latest = useRef({ value, dirty, enabled, save, describeFailure });
  latest.current = { value, dirty, enabled, save, describeFailure };
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const maxTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const running = useRef<Promise<void> | undefined>(undefined);
  const again = useRef(false);

  const clearTimers = useCallback(() => {
    clearTimeout(idleTimer.current);
    clearTimeout(maxTimer.current);
    idleTimer.current = undefined;
    maxTimer.current = undefined;
  }, []);

  // Saves until what the form holds is saved: one value, then the latest again while changes came
  // during a save. A failure stops it (the next change tries again).
  const saveAll = useCallback(async (): Promise<void> => {
    do {
      again.current = false;
      const { value: sent, dirty: unsaved, enabled: on, save: send, describeFailure: describe } = latest.current;
      if (!unsaved || !on) return;
      setState({ kind: 'saving' });
      try {
        await send(sent);
        setState({ kind: 'saved', at: new Date().toISOString() });
      } catch (error) {
        setState({ kind: 'failed', message: describe(error) });
        return;
      }
    } while (again.current);
  }, []);

  // A call during a save asks for one more and answers the same promise: it resolves once the
  // latest value is saved (a Save pressed during an autosave is not done before its text is).
  const run = useCallback((): Promise<void> => {
    clearTimers();
    if (running.current) {
      again.current = true;
      return running.current;
    }
    const { dirty: unsaved, enabled: on } = latest.current;
    if (!unsaved || !on) return Promise.resolve();
    running.current = saveAll().finally(() => {
      running.current = undefined;
    });
    return running.current;
  }, [clearTimers, saveAll]);

  // Every change restarts the short wait; the long one runs from the first change not yet saved.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `value` is what is watched; the save reads it from `latest`.
  useEffect(() => {
    if (!dirty || !enabled) {
      clearTimers();
      return;
    }
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(() => void run(), idleMs);
    maxTimer.current ??= setTimeout(() => void run(), maxWaitMs);
  }, [value, dirty, enabled, idleMs, maxWaitMs, run, clearTimers]);

  useEffect(() => clearTimers, [clearTimers]);

  return { state, setState, flush: run };
}
