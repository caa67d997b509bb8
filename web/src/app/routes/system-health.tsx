import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { SystemHealth } from '#web/features/connection-status/components/system-health.tsx';
import { Page } from '#web/shared/ui/page.tsx';

export function SystemHealthPage() {
  const { isAdmin } = useAuth();

  return (
    <Page title="System health">
      <p>
        What the API's health check reports for each service the site depends on, with how long each took to answer.
        {isAdmin ? ' Checked at each refresh.' : ' The report may be up to 30 seconds old.'}
      </p>
      <SystemHealth fresh={isAdmin} />
    </Page>
  );
}
