import { SystemHealth } from '../../features/connection-status/components/system-health';
import { useDocumentTitle } from '../../shared/lib/use-document-title';

export function SystemHealthPage() {
  useDocumentTitle('System health');

  return (
    <article className="page-stack">
      <h1>System health</h1>
      <p>
        What the API's health check reports for each service the site depends on, with how long each took to answer.
      </p>
      <SystemHealth />
    </article>
  );
}
