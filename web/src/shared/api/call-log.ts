import type { RouteId } from '#shared/routes.ts';

/** An HTTP status, or why no answer came: the time limit, the network, or the caller cancelling. */
export type CallOutcome = number | 'timeout' | 'network' | 'aborted';

export interface ApiCall {
  /** Increases by one per call, so a call can be told apart from an earlier one on the same route. */
  seq: number;
  route: RouteId;
  outcome: CallOutcome;
  durationMs: number;
  /** Epoch milliseconds when the call started. */
  startedAt: number;
  /** Not asked for by the visitor, and its failure is handled where it is used (see ApiCallOptions in api-client.ts). */
  background: boolean;
}

export interface CallLog {
  record(call: Omit<ApiCall, 'seq'>): void;
  /** For useSyncExternalStore; returns the function that stops listening. */
  subscribe(listener: () => void): () => void;
  /** The last calls, newest first; the same array until the next call is recorded. */
  getSnapshot(): readonly ApiCall[];
}

/** A ring of the last `capacity` API calls, kept in memory only (nothing leaves the tab). */
export function createCallLog(capacity = 20): CallLog {
  let calls: readonly ApiCall[] = [];
  let seq = 0;
  const listeners = new Set<() => void>();
  return {
    record(call) {
      seq += 1;
      calls = [{ ...call, seq }, ...calls].slice(0, capacity);
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => calls,
  };
}

/** The calls of this page's API client. */
export const apiCallLog = createCallLog();
