import { dashboardLinks } from '#web/app/manage-links.ts';
import { useAdminSummary } from '#web/features/dashboard/api/get-admin-summary.ts';
import { DashboardView } from '#web/features/dashboard/components/dashboard-view.tsx';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Page } from '#web/shared/ui/page.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

/** `/dashboard` (admins): how many items of each kind there are, a few of each, and where to manage them. */
export function DashboardPage() {
  const { data, error, isValidating, mutate } = useAdminSummary();

  return (
    <Page title="Dashboard" wide>
      {error && !data && <LoadFailure what="The dashboard" error={error} onRetry={() => void mutate()} />}
      {!data && !error && <Spinner label="Counting…" />}
      {data && (
        <>
          <p className="message-page__actions">
            <span>Counted at {formatForViewer(data.generatedAt, 'dateTime')}.</span>
            <button
              className="button button--secondary"
              type="button"
              disabled={isValidating}
              onClick={() => void mutate()}
            >
              {isValidating ? 'Counting…' : 'Count again'}
            </button>
          </p>
          <DashboardView summary={data} links={dashboardLinks} />
        </>
      )}
    </Page>
  );
}
