import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { heldNavigation, subscribeHeldNavigation } from '#web/shared/lib/guarded-history.ts';
import { subscribeUnsavedForms, unsavedFormCount } from '#web/shared/lib/unsaved-forms.ts';

/** The question, loaded when first asked: the app's first load does not carry the dialog. */
const LeavePageDialog = lazy(() =>
  import('./leave-page-dialog').then((module) => ({ default: module.LeavePageDialog })),
);

/**
 * Asks before a navigation leaves a page while a form on it holds unsaved changes: a link, Back,
 * Forward, a redirect (held by guarded-history.ts). Rendered once, below the browser's router.
 * A navigation that follows a save goes on: the form turns clean in the same render as the
 * navigation is held, so the question is only shown when a form is still unsaved after it.
 */
export function NavigationGuard() {
  const unsaved = useSyncExternalStore(subscribeUnsavedForms, unsavedFormCount, () => 0);
  const held = useSyncExternalStore(subscribeHeldNavigation, heldNavigation, () => undefined);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (!held) {
      setAsking(false);
      return;
    }
    if (unsaved === 0) held.proceed();
    else setAsking(true);
  }, [held, unsaved]);

  // Nothing is rendered until it asks, so a pre-rendered page hydrates as it was rendered.
  if (!(asking && held)) return null;
  return (
    <Suspense fallback={null}>
      <LeavePageDialog onLeave={held.proceed} onStay={held.reset} />
    </Suspense>
  );
}
