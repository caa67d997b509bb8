import { useAdminSummary } from '../../features/dashboard/api/get-admin-summary';
import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { LoadFailure } from '../../shared/ui/load-failure';
import { Spinner } from '../../shared/ui/spinner';
import { dashboardLinks } from '../manage-links';

const countedAt = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** `/dashboard` (admins): how many items of each kind there are, a few of each, and where to manage them. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const { data, error, isValidating, mutate } = useAdminSummary();

  return (
    <article className="page-stack">
      <h1>Dashboard</h1>
      {error && !data && <LoadFailure what="The dashboard" error={error} onRetry={() => void mutate()} />}
      {!data && !error && <Spinner label="Counting…" />}
      {data && (
        <>
          <p className="message-page__actions">
            <span>Counted at {countedAt.format(new Date(data.generatedAt))}.</span>
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
    </article>
  );
}
