import { Suspense, use } from 'react';
import { retryableImport } from '#web/shared/lib/retryable-import.ts';
import { FailureBoundary } from '#web/shared/ui/failure-boundary.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { chartModules, retryChartModules } from './chart-modules';
import { assertSupportedChart, type ChartSpec } from './chart-spec';
import './chart.css';

/** echarts' core and the chart component, downloaded when the first chart is shown. */
const renderer = retryableImport(() => import('#web/shared/ui/chart/echarts/renderer.tsx'));

/** After a failed download, "Try again" downloads again whatever failed. */
function retryChartDownloads(): void {
  renderer.retry();
  retryChartModules();
}

export interface ChartProps {
  /** The chart type and its data; heatmap3d and wordcloud show why they are not supported. */
  spec: ChartSpec;
  /** What the chart shows, read out by screen readers. */
  label: string;
  /** Height in CSS pixels; the width follows the container. */
  height?: number;
}

/**
 * A chart of any supported type. echarts loads on first use (a spinner meanwhile); a chart that
 * fails to load or to draw shows a readable alert with "Try again" in its place.
 */
export function Chart({ spec, label, height = 320 }: ChartProps) {
  return (
    <div className="chart" style={{ minHeight: height }}>
      <FailureBoundary what="The chart" onRetry={retryChartDownloads}>
        <Suspense fallback={<Spinner label="Loading the chart…" />}>
          <ChartDrawing spec={spec} label={label} height={height} />
        </Suspense>
      </FailureBoundary>
    </div>
  );
}

function ChartDrawing({ spec, label, height }: Required<ChartProps>) {
  // An unsupported type fails here, before echarts is downloaded for nothing.
  assertSupportedChart(spec);
  // Both downloads start together; the chart draws once both are in.
  const loading = [renderer(), chartModules[spec.type]()] as const;
  const { EChartsChart } = use(loading[0]);
  use(loading[1]);
  return <EChartsChart spec={spec} label={label} height={height} />;
}
