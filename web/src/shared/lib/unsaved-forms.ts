/**
 * The forms on screen that hold text the server does not have, filled by
 * useUnsavedChangesWarning. The navigation guard asks before leaving while one is here, and the
 * route guard keeps the page (with a sign-in dialog) when the session ends while one is here.
 */
export interface UnsavedForm {
  /** Saves what the form holds once the editor has signed in again in place. */
  afterSignIn: () => void;
}

const forms = new Set<UnsavedForm>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Returns the function that takes the form off the list (saved, or gone from the screen). */
export function registerUnsavedForm(form: UnsavedForm): () => void {
  forms.add(form);
  changed();
  return () => {
    if (forms.delete(form)) changed();
  };
}

export function unsavedFormCount(): number {
  return forms.size;
}

export function hasUnsavedForms(): boolean {
  return forms.size > 0;
}

/** For useSyncExternalStore: returns the function that stops listening. */
export function subscribeUnsavedForms(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** After signing in again in place: every unsaved form saves what it holds. */
export function saveUnsavedFormsAfterSignIn(): void {
  for (const form of [...forms]) form.afterSignIn();
}
