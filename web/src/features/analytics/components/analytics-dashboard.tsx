import type { AnalyticsSummary } from '#shared/analytics.ts';
import { formatCount } from '#shared/numbers.ts';
import { useAnalyticsSummary } from '#web/features/analytics/api/get-analytics-summary.ts';
import { ANALYTICS_PERIODS, type AnalyticsPeriod, formatDay } from '#web/features/analytics/lib/analytics-period.ts';
import { BreakableText } from '#web/shared/ui/breakable-text.tsx';
import { Chart } from '#web/shared/ui/chart/chart.tsx';
import type { CategoryChartSpec } from '#web/shared/ui/chart/chart-spec.ts';
import { DataTable, type DataTableColumn } from '#web/shared/ui/data-table.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { SelectField } from '#web/shared/ui/select-field.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import './analytics.css';

const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((period) => ({ value: String(period), label: `Last ${period} days` }));

interface AnalyticsDashboardProps {
  viewerId: string;
  days: AnalyticsPeriod;
  onDaysChange: (days: AnalyticsPeriod) => void;
}

/** Page views over time and the most viewed paths for the chosen period, from `GET /analytics/summary`. */
export function AnalyticsDashboard({ viewerId, days, onDaysChange }: AnalyticsDashboardProps) {
  const { data, error, isLoading, mutate } = useAnalyticsSummary(viewerId, days);
  const updating = data !== undefined && data.days !== days;

  return (
    <div className="analytics">
      <div className="analytics__period">
        <SelectField
          layout="inline"
          label="Period"
          name="period"
          value={String(days)}
          options={PERIOD_OPTIONS}
          onValueChange={(value) => onDaysChange(Number(value) as AnalyticsPeriod)}
        />
        {updating && <Spinner label="Updating…" />}
      </div>
      {error ? (
        <LoadFailure what="The analytics" error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Spinner label="Loading the analytics…" />
      ) : (
        <AnalyticsFigures summary={data} />
      )}
    </div>
  );
}

type PathViews = AnalyticsSummary['topPaths'][number];

const PATH_COLUMNS: DataTableColumn<PathViews>[] = [
  {
    id: 'path',
    header: 'Path',
    className: 'data-table__break',
    cell: (entry) => <BreakableText text={entry.path} />,
    sortKey: (entry) => entry.path,
  },
  {
    id: 'views',
    header: 'Views',
    className: 'data-table__number',
    cell: (entry) => formatCount(entry.views),
    sortKey: (entry) => entry.views,
  },
];

function AnalyticsFigures({ summary }: { summary: AnalyticsSummary }) {
  const period = `${formatDay(summary.from)} to ${formatDay(summary.to)} (UTC)`;
  if (summary.totalViews === 0) {
    return (
      <p className="analytics__empty">
        No page views were recorded in the last {summary.days} days ({period}).
      </p>
    );
  }

  const viewsOverTime: CategoryChartSpec = {
    type: 'line',
    categories: summary.daily.map((entry) => formatDay(entry.day, 'dayMonth')),
    series: [{ name: 'Page views', values: summary.daily.map((entry) => entry.views) }],
    valueName: 'Views',
  };
  const topPaths: CategoryChartSpec = {
    type: 'bar',
    categories: summary.topPaths.map((entry) => entry.path),
    series: [{ name: 'Page views', values: summary.topPaths.map((entry) => entry.views) }],
  };

  return (
    <>
      <p className="analytics__total">
        <strong>{formatCount(summary.totalViews)}</strong> page views, {period}.
      </p>
      <section className="analytics__section" aria-labelledby="views-over-time">
        <h2 id="views-over-time">Page views per day</h2>
        <Chart spec={viewsOverTime} label={`Line chart of page views per day, ${period}`} height={300} />
      </section>
      <section className="analytics__section" aria-labelledby="top-paths">
        <h2 id="top-paths">Most viewed paths</h2>
        <Chart
          spec={topPaths}
          label={`Bar chart of the ${summary.topPaths.length} most viewed paths, ${period}`}
          height={Math.max(160, 48 + 36 * summary.topPaths.length)}
        />
        <DataTable
          caption="Most viewed paths"
          columns={PATH_COLUMNS}
          rows={summary.topPaths}
          rowKey={(entry) => entry.path}
          defaultSort={{ column: 'views', direction: 'descending' }}
        />
      </section>
    </>
  );
}
