export interface RequestDeadline {
  /** Aborts when the time is up or when the caller's own signal aborts. */
  signal: AbortSignal;
  /** True when the abort came from the time limit, not from the caller. */
  readonly timedOut: boolean;
  clear(): void;
}

/** A signal that aborts after `timeoutMs`, and that follows the caller's signal when one is given. */
export function startDeadline(timeoutMs: number, callerSignal?: AbortSignal): RequestDeadline {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`Timed out after ${timeoutMs} ms`, 'TimeoutError'));
  }, timeoutMs);

  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });

  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    clear() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}
