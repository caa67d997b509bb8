import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react';
import { TIMEOUT_NOTICE_HIDE_MS, unhandledTimeout } from '#web/features/connection-status/lib/timeout-notice.ts';
import { apiCallLog } from '#web/shared/api/call-log.ts';
import './timeout-notice.css';

/**
 * Says that the server did not answer in time, with a hint to try again. Non-blocking: it sits
 * above the connection status, hides itself after a while (not while hovered or focused), and
 * can be dismissed. A later timeout shows it again.
 */
export function TimeoutNotice({ help }: { help?: ReactNode }) {
  const calls = useSyncExternalStore(apiCallLog.subscribe, apiCallLog.getSnapshot, apiCallLog.getSnapshot);
  const [handledSeq, setHandledSeq] = useState(0);
  const [heldSeq, setHeldSeq] = useState<number>();
  const timeout = unhandledTimeout(calls, handledSeq);
  const seq = timeout?.seq;
  const held = seq !== undefined && heldSeq === seq;

  useEffect(() => {
    if (seq === undefined || held) return;
    const timer = setTimeout(() => setHandledSeq(seq), TIMEOUT_NOTICE_HIDE_MS);
    return () => clearTimeout(timer);
  }, [seq, held]);

  if (seq === undefined) return null;
  const hold = () => setHeldSeq(seq);
  const release = () => setHeldSeq(undefined);

  return (
    <section
      className="timeout-notice"
      aria-label="Server timeout"
      data-testid="timeout-notice"
      onMouseEnter={hold}
      onMouseLeave={release}
      onFocus={hold}
      onBlur={release}
    >
      <p className="timeout-notice__title">The server did not answer in time.</p>
      <p>Please retry: use the page's Try again button, or reload the page. {help}</p>
      <button type="button" className="timeout-notice__close" aria-label="Dismiss" onClick={() => setHandledSeq(seq)}>
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
