import { useSearchParams } from 'react-router';
import { AnalyticsDashboard } from '#web/features/analytics/components/analytics-dashboard.tsx';
import { type AnalyticsPeriod, parseAnalyticsPeriod } from '#web/features/analytics/lib/analytics-period.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

/** /analytics (admins): page views per day and the most viewed paths; the period is kept in `?days=`. */
export function AnalyticsPage() {
  useDocumentTitle('Analytics');
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const days = parseAnalyticsPeriod(searchParams.get('days'));

  const choose = (next: AnalyticsPeriod) => setSearchParams({ days: String(next) }, { replace: true });

  return (
    <article className="page-stack analytics-page">
      <h1>Analytics</h1>
      <p>Page views recorded by the site's own analytics (visitors who accepted analytics cookies), per UTC day.</p>
      {user && <AnalyticsDashboard viewerId={user.id} days={days} onDaysChange={choose} />}
    </article>
  );
}
