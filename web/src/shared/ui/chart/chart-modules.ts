import { type RetryableImport, retryableImport } from '#web/shared/lib/retryable-import.ts';
import type { SupportedChartType } from './chart-spec';

const cartesian = retryableImport(() => import('#web/shared/ui/chart/echarts/modules/cartesian.ts'));
const scatter = retryableImport(() => import('#web/shared/ui/chart/echarts/modules/scatter.ts'));
const pie = retryableImport(() => import('#web/shared/ui/chart/echarts/modules/pie.ts'));

/** The chunk that registers the echarts charts and components of each chart type, downloaded when that type is first drawn. */
export const chartModules: Record<SupportedChartType, RetryableImport<unknown>> = {
  area: cartesian,
  line: cartesian,
  bar: cartesian,
  column: cartesian,
  TimeSeries: cartesian,
  scatter,
  bubble: scatter,
  pie,
  donut: pie,
  radar: retryableImport(() => import('#web/shared/ui/chart/echarts/modules/radar.ts')),
  polar: retryableImport(() => import('#web/shared/ui/chart/echarts/modules/polar.ts')),
  treemap: retryableImport(() => import('#web/shared/ui/chart/echarts/modules/treemap.ts')),
  heatmap: retryableImport(() => import('#web/shared/ui/chart/echarts/modules/heatmap.ts')),
};

/** After a failed download, "Try again" downloads again whatever failed. */
export function retryChartModules(): void {
  for (const modules of Object.values(chartModules)) modules.retry();
}
