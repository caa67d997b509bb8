import { useCallback, useEffect, useRef, useState } from 'react';

/** What the last autosave did, for the status line beside the Save button (save-status.tsx). */
export type AutosaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'failed'; message: string };

/** Saved this long after the last keystroke. */
export const AUTOSAVE_IDLE_MS = 1000;
/** While typing goes on, saved at least this often. */
export const AUTOSAVE_MAX_WAIT_MS = 10_000;

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

  const run = useCallback(async (): Promise<void> => {
    clearTimers();
    if (running.current) {
      again.current = true;
      return running.current;
    }
    const { value: sent, dirty: unsaved, enabled: on, save: send, describeFailure: describe } = latest.current;
    if (!unsaved || !on) return;
    setState({ kind: 'saving' });
    running.current = (async () => {
      try {
        await send(sent);
        setState({ kind: 'saved', at: new Date().toISOString() });
      } catch (error) {
        again.current = false;
        setState({ kind: 'failed', message: describe(error) });
      } finally {
        running.current = undefined;
      }
    })();
    await running.current;
    if (again.current) {
      again.current = false;
      await run();
    }
  }, [clearTimers]);

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
