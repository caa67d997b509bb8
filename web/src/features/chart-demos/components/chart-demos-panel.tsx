import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CHART_DEMO_PARAM, CHART_DEMOS, chartDemoById } from '#web/features/chart-demos/lib/chart-demo-list.ts';
import { retryableImport } from '#web/shared/lib/retryable-import.ts';
import { useHydrated } from '#web/shared/lib/use-hydrated.ts';
import { ErrorBoundary } from '#web/shared/ui/error-boundary.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import './chart-demos-panel.css';

const loadHost = retryableImport(() =>
  import('./chart-demo-host').then((module) => ({ default: module.ChartDemoHost })),
);

/**
 * The home page's chart demos: a panel with a sidebar of links that open chart demos in a modal. A link sets
 * `?chart=<id>`, so a demo can be linked to and Back closes it. This panel is on the home page's
 * first load, so it is links only: the dialog, the sample data and echarts load on the first click.
 * On a page without the app, `<site-chart-demos>` gives the links the same behaviour.
 */
export function ChartDemosPanel() {
  const [searchParams] = useSearchParams();
  // The home page is rendered ahead without a query: a `?chart=` deep link opens its demo once the
  // page is hydrated, so the first render matches the HTML (the marked link, no dialog).
  const hydrated = useHydrated();
  const open = hydrated ? chartDemoById(searchParams.get(CHART_DEMO_PARAM)) : undefined;
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  // React.lazy keeps a failed download: "Try again" makes a new lazy component, which downloads again
  // (or, where the browser keeps the failed import, loads the page again: see retryableImport).
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is what makes a new component.
  const ChartDemoHost = useMemo(() => lazy(loadHost), [attempt]);

  return (
    <site-chart-demos>
      <section className="chart-demos" aria-labelledby="chart-demos-heading">
        <div className="chart-demos__intro">
          <h2 id="chart-demos-heading">Chart demos</h2>
          <p>Each link opens a chart type in a dialog, drawn with sample data.</p>
        </div>
        <nav className="chart-demos__sidebar" aria-label="Chart demos">
          <ul className="inline-list">
            {CHART_DEMOS.map((demo) => (
              <li key={demo.id}>
                <Link
                  className="chart-demos__link"
                  to={{ search: `?${CHART_DEMO_PARAM}=${demo.id}` }}
                  state={{ chartDemo: true }}
                  aria-current={open?.id === demo.id ? 'true' : undefined}
                >
                  {demo.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {used && (
          <ErrorBoundary
            resetKey={open?.id}
            logMessage="The chart demo failed to open."
            fallback={({ retry }) => (
              <p className="chart-demos__status" role="alert">
                The chart demo could not be downloaded. Check your connection and try again.{' '}
                <button
                  className="button button--secondary"
                  type="button"
                  onClick={() => {
                    loadHost.retry();
                    setAttempt((count) => count + 1);
                    retry();
                  }}
                >
                  Try again
                </button>
              </p>
            )}
          >
            <Suspense
              fallback={
                <p className="chart-demos__status" role="status">
                  Opening the chart demo…
                </p>
              }
            >
              <ChartDemoHost />
            </Suspense>
          </ErrorBoundary>
        )}
      </section>
    </site-chart-demos>
  );
}
