import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { SystemHealth } from '#web/features/connection-status/components/system-health.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

export function SystemHealthPage() {
  useDocumentTitle('System health');
  const { isAdmin } = useAuth();

  return (
    <article className="page-stack">
      <h1>System health</h1>
      <p>
        What the API's health check reports for each service the site depends on, with how long each took to answer.
        {isAdmin ? ' Checked at each refresh.' : ' The report may be up to 30 seconds old.'}
      </p>
      <SystemHealth fresh={isAdmin} />
    </article>
  );
}
