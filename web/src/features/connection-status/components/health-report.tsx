import type { HealthReport } from '#shared/health.ts';
import { dependencyLabel, healthStatusLabels } from '../lib/health-view';
import './status-pages.css';

function formatTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : new Date(time).toLocaleString();
}

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
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className="status-table" aria-label="Dependencies" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Dependency</th>
              <th scope="col">Status</th>
              <th scope="col">Latency</th>
              <th scope="col">Error</th>
            </tr>
          </thead>
          <tbody>
            {report.dependencies.map((dependency) => (
              <tr key={dependency.name}>
                <th scope="row">{dependencyLabel(dependency)}</th>
                <td>
                  <span className="status-badge" data-tone={dependency.status}>
                    {healthStatusLabels[dependency.status]}
                  </span>
                </td>
                <td className="status-table__number">{dependency.latencyMs} ms</td>
                <td>{dependency.error ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
