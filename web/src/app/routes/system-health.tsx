import { SystemHealth } from '#web/features/connection-status/components/system-health.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

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
