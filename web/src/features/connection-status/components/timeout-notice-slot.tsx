import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { isNoticeableTimeout } from '#web/features/connection-status/lib/timeout-notice.ts';
import { apiCallLog } from '#web/shared/api/call-log.ts';

/** Kept out of the first load: fetched once a call has timed out. */
const TimeoutNotice = lazy(() => import('./timeout-notice').then((module) => ({ default: module.TimeoutNotice })));

const hasTimedOut = () => apiCallLog.getSnapshot().some(isNoticeableTimeout);

/**
 * The live region of the timeout notification (on every page). It is in the page from the
 * start, so screen readers announce the notice when it appears inside it.
 */
export function TimeoutNoticeSlot({ help }: { help?: ReactNode }) {
  const due = useSyncExternalStore(apiCallLog.subscribe, hasTimedOut, () => false);
  return (
    <div role="status" aria-live="polite">
      {due && (
        <Suspense fallback={null}>
          <TimeoutNotice help={help} />
        </Suspense>
      )}
    </div>
  );
}
