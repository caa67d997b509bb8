/**
 * What a chart shows, free of echarts: the chart types the site offers and the data each one takes.
 * This file is small and safe for any chunk; echarts itself loads only with the chart renderer.
 */

/** A chart narrower than this shows its horizontal axis labels rotated… */
export const CHART_NARROW_WIDTH_PX = 600;
/** …by this many degrees. */
export const CHART_NARROW_LABEL_ROTATION_DEG = -45;

/** Every chart type a chart spec may name, spelled as the API and the demos write them. */
export const CHART_TYPES = [
  'area',
  'line',
  'bar',
  'column',
  'scatter',
  'bubble',
  'pie',
  'donut',
  'radar',
  'polar',
  'treemap',
  'heatmap',
  'heatmap3d',
  'wordcloud',
  'TimeSeries',
] as const;
type ChartType = (typeof CHART_TYPES)[number];

/**
 * The spec's types this site does not draw, and why. echarts-wordcloud supports echarts 5 only
 * (the site uses echarts 6); a 3D heatmap needs echarts-gl, a WebGL add-on several times the size
 * of the whole chart chunk, for one chart type.
 */
const UNSUPPORTED_CHART_TYPES = {
  heatmap3d: 'it needs the echarts-gl WebGL add-on, which this site does not load',
  wordcloud: 'echarts-wordcloud works only with echarts 5 and this site uses echarts 6',
} as const satisfies Partial<Record<ChartType, string>>;
type UnsupportedChartType = keyof typeof UNSUPPORTED_CHART_TYPES;
export type SupportedChartType = Exclude<ChartType, UnsupportedChartType>;

/** One named row of numbers, one value per category. */
interface ValueSeries {
  name: string;
  values: readonly number[];
}

/** A category or time axis chart; `bar` draws horizontal bars, `column` vertical ones. */
export interface CategoryChartSpec {
  type: 'area' | 'line' | 'bar' | 'column';
  categories: readonly string[];
  series: readonly ValueSeries[];
  /** Names the value axis, e.g. "Views". */
  valueName?: string;
}

/** Radar: one axis per category; polar: bars around a circle, one sector per category. */
export interface RadialChartSpec {
  type: 'radar' | 'polar';
  categories: readonly string[];
  series: readonly ValueSeries[];
}

export interface PieChartSpec {
  type: 'pie' | 'donut';
  slices: readonly { name: string; value: number }[];
}

export interface ScatterChartSpec {
  type: 'scatter';
  series: readonly { name: string; points: readonly (readonly [x: number, y: number])[] }[];
  xName?: string;
  yName?: string;
}

/** A scatter chart whose third value sets each bubble's size. */
export interface BubbleChartSpec {
  type: 'bubble';
  series: readonly { name: string; points: readonly (readonly [x: number, y: number, size: number])[] }[];
  xName?: string;
  yName?: string;
}

export interface TreemapNode {
  name: string;
  value: number;
  children?: readonly TreemapNode[];
}

export interface TreemapChartSpec {
  type: 'treemap';
  nodes: readonly TreemapNode[];
}

/** A grid of cells: `cells` are [x index, y index, value]. */
export interface HeatmapChartSpec {
  type: 'heatmap';
  xCategories: readonly string[];
  yCategories: readonly string[];
  cells: readonly (readonly [x: number, y: number, value: number])[];
}

/** Values over time: each point is [ISO date or epoch milliseconds, value]. */
export interface TimeSeriesChartSpec {
  type: 'TimeSeries';
  series: readonly { name: string; points: readonly (readonly [time: string | number, value: number])[] }[];
  valueName?: string;
}

/** A type the site does not draw; the chart shows why instead (see UNSUPPORTED_CHART_TYPES). */
export interface UnsupportedChartSpec {
  type: UnsupportedChartType;
}

export type ChartSpec =
  | CategoryChartSpec
  | RadialChartSpec
  | PieChartSpec
  | ScatterChartSpec
  | BubbleChartSpec
  | TreemapChartSpec
  | HeatmapChartSpec
  | TimeSeriesChartSpec
  | UnsupportedChartSpec;

export class UnsupportedChartTypeError extends Error {
  override name = 'UnsupportedChartTypeError';

  constructor(readonly chartType: string) {
    const reason = Object.hasOwn(UNSUPPORTED_CHART_TYPES, chartType)
      ? UNSUPPORTED_CHART_TYPES[chartType as UnsupportedChartType]
      : `the supported types are ${supportedChartTypes().join(', ')}`;
    super(`The chart type "${chartType}" is not supported: ${reason}.`);
  }
}

export function supportedChartTypes(): SupportedChartType[] {
  return CHART_TYPES.filter((type): type is SupportedChartType => !Object.hasOwn(UNSUPPORTED_CHART_TYPES, type));
}

function isSupportedChartType(type: string): type is SupportedChartType {
  return (supportedChartTypes() as string[]).includes(type);
}

/** Throws UnsupportedChartTypeError for heatmap3d, wordcloud and any name that is not a chart type. */
export function assertSupportedChart<Spec extends ChartSpec>(
  spec: Spec,
): asserts spec is Exclude<Spec, UnsupportedChartSpec> {
  if (!isSupportedChartType(spec.type)) throw new UnsupportedChartTypeError(spec.type);
}
