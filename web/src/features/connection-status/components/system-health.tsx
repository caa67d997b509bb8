import { useHealth } from '#web/features/connection-status/api/get-health.ts';
import { type HealthView, healthViewFrom } from '#web/features/connection-status/lib/health-view.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { HealthReportView } from './health-report';

interface SystemHealthViewProps {
  view: HealthView;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The health page's body for one state: loading, a report (healthy or not), or a failed check. */
export function SystemHealthView({ view, refreshing, onRefresh }: SystemHealthViewProps) {
  return (
    <div className="page-stack">
      <div>
        <button className="button" type="button" onClick={onRefresh} disabled={refreshing} aria-busy={refreshing}>
          {refreshing ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      {view.kind === 'loading' && <Spinner label="Checking the services…" />}
      {view.kind === 'failure' && (
        <Alert tone="error">
          <p>The health check could not be completed. {view.message}</p>
        </Alert>
      )}
      {view.kind === 'report' && <HealthReportView report={view.report} />}
    </div>
  );
}

/** `GET /api/health` per dependency, refreshed on demand and with the connection indicator's polls. */
export function SystemHealth() {
  const { data, error, isValidating, mutate } = useHealth();
  return (
    <SystemHealthView
      view={healthViewFrom({ data, error })}
      refreshing={isValidating}
      onRefresh={() => void mutate()}
    />
  );
}
