import { useEffect, useState, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import { hasUnsavedForms, subscribeUnsavedForms, unsavedFormCount } from '#web/shared/lib/unsaved-forms.ts';
import { ModalDialog } from './modal-dialog';

/**
 * Asks before a navigation leaves a page while a form on it holds unsaved changes: a link, Back,
 * Forward, a redirect. Rendered once, below the browser's data router (useBlocker needs one).
 * A navigation that follows a save is let through: the form turns clean in the same render as the
 * navigation is blocked, so the question is only shown when a form is still unsaved after it.
 */
export function NavigationGuard() {
  const unsaved = useSyncExternalStore(subscribeUnsavedForms, unsavedFormCount, () => 0);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => hasUnsavedForms() && currentLocation.pathname !== nextLocation.pathname,
  );
  const [asking, setAsking] = useState(false);
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (!blocked) {
      setAsking(false);
      return;
    }
    if (unsaved === 0) blocker.proceed?.();
    else setAsking(true);
  }, [blocked, unsaved, blocker]);

  // Nothing is rendered until it asks, so a pre-rendered page hydrates as it was rendered.
  if (!(asking && blocked)) return null;
  return (
    <ModalDialog open onClose={() => blocker.reset?.()} title="Leave this page?" size="narrow">
      <p>Your changes have not been saved.</p>
      <div className="modal__actions">
        <button className="button button--danger" type="button" onClick={() => blocker.proceed?.()}>
          Leave
        </button>
        <button className="button button--secondary" type="button" data-autofocus onClick={() => blocker.reset?.()}>
          Stay
        </button>
      </div>
    </ModalDialog>
  );
}
