/** Told the token an authenticated call was refused with (401), so the session holding it can end. */
export type UnauthorizedListener = (rejectedToken: string) => void;

const listeners = new Set<UnauthorizedListener>();

/** Returns the function that stops listening. */
export function subscribeUnauthorized(listener: UnauthorizedListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyUnauthorized(rejectedToken: string): void {
  for (const listener of listeners) listener(rejectedToken);
}
