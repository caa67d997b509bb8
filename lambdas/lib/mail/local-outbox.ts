// No imports here, on purpose: the local stack imports this module before the handlers' settings
// are in the environment, and lib/config.ts reads them once, when it is first imported.

/** The local stand-in for the SQS queue (infra/local/events/mail-queue.ts); one per process. */
export interface LocalOutbox {
  send(body: string): string;
}

// On globalThis, not in this module: tests re-import modules (vi.resetModules) and the local
// stack's queue must stay the one the handlers write to.
const LOCAL_OUTBOX = Symbol.for('portfolio.local-mail-outbox');
type WithLocalOutbox = { [LOCAL_OUTBOX]?: LocalOutbox };

/** Installs (or removes) the process's local queue; only the local stack and tests call it. */
export function attachLocalOutbox(outbox: LocalOutbox | undefined): void {
  (globalThis as WithLocalOutbox)[LOCAL_OUTBOX] = outbox;
}

export function localOutbox(): LocalOutbox | undefined {
  return (globalThis as WithLocalOutbox)[LOCAL_OUTBOX];
}
