import { useHealth } from '#web/features/connection-status/api/get-health.ts';
import { connectionStateFrom, connectionStateLabels } from '#web/features/connection-status/lib/connection-state.ts';
import './connection-status.css';

/** A small dot and word at the bottom right saying whether the API answers, on every page. */
export function ConnectionStatus() {
  const { data, error } = useHealth();
  const state = connectionStateFrom({ data, error });

  return (
    <site-connection-status>
      <div
        className="connection-status"
        role="status"
        aria-live="polite"
        data-testid="connection-status"
        data-state={state}
      >
        <span className="connection-status__dot" aria-hidden="true" />
        <span>
          <span className="visually-hidden">Connection: </span>
          {connectionStateLabels[state]}
        </span>
      </div>
    </site-connection-status>
  );
}
