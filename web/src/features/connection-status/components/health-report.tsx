import type { DependencyCheck, HealthReport } from '#shared/health.ts';
import { dependencyLabel, healthStatusLabels } from '#web/features/connection-status/lib/health-view.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { DataTable, type DataTableColumn } from '#web/shared/ui/data-table.tsx';
import './status-pages.css';

function formatTime(iso: string): string {
  return formatForViewer(iso, 'dateTime') || iso;
}

const DEPENDENCY_COLUMNS: DataTableColumn<DependencyCheck>[] = [
  { id: 'dependency', header: 'Dependency', rowHeader: true, cell: dependencyLabel },
  {
    id: 'status',
    header: 'Status',
    cell: (dependency) => (
      <span className="status-badge" data-tone={dependency.status}>
        {healthStatusLabels[dependency.status]}
      </span>
    ),
  },
  {
    id: 'latency',
    header: 'Latency',
    className: 'data-table__number',
    cell: (dependency) => `${dependency.latencyMs} ms`,
  },
  { id: 'error', header: 'Error', cell: (dependency) => dependency.error ?? '—' },
];

/** One health report: overall status, when and which version answered, and each dependency. */
export function HealthReportView({ report }: { report: HealthReport }) {
  return (
    <div className="status-report" data-testid="health-report" data-status={report.status}>
      <p className="status-report__overall">
        <span className="status-badge" data-tone={report.status}>
          {healthStatusLabels[report.status]}
        </span>
        <span>
          Checked at <time dateTime={report.timestamp}>{formatTime(report.timestamp)}</time>, version{' '}
          <code>{report.version}</code>
        </span>
      </p>
      {report.error && <p className="status-report__error">{report.error}</p>}
      <DataTable
        caption="Dependencies"
        columns={DEPENDENCY_COLUMNS}
        rows={report.dependencies}
        rowKey={(dependency) => dependency.name}
      />
    </div>
  );
}
