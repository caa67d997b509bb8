import { useHealth } from '#web/features/connection-status/api/get-health.ts';
import { useSystemHealth } from '#web/features/connection-status/api/get-system-health.ts';
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

/**
 * The health check per dependency, refreshed on demand. `fresh` (admins): each check is made at
 * the request (`GET /api/admin/health`); else the visitors' `GET /api/health`, which the edge keeps
 * up to 30 s and the connection indicator's polls refresh.
 */
export function SystemHealth({ fresh }: { fresh: boolean }) {
  const shared = useHealth();
  const admins = useSystemHealth(fresh);
  const { data, error, isValidating, mutate } = fresh ? admins : shared;
  return (
    <SystemHealthView
      view={healthViewFrom({ data, error })}
      refreshing={isValidating}
      onRefresh={() => void mutate()}
    />
  );
}
