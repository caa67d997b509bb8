import type { EChartsOption } from 'echarts';
import {
  assertSupportedChart,
  type BubbleChartSpec,
  type CategoryChartSpec,
  CHART_NARROW_LABEL_ROTATION_DEG,
  CHART_NARROW_WIDTH_PX,
  type ChartSpec,
  type HeatmapChartSpec,
  type PieChartSpec,
  type RadialChartSpec,
  type ScatterChartSpec,
  type TimeSeriesChartSpec,
  type TreemapChartSpec,
  type TreemapNode,
} from './chart-spec';

/** The colors and font of the current theme (read from the theme tokens), so text stays readable in both modes. */
export interface ChartTheme {
  text: string;
  mutedText: string;
  border: string;
  surface: string;
  /** Text drawn on a palette color (treemap labels). */
  onPalette: string;
  /** The low end of the heatmap scale. */
  heatLow: string;
  palette: readonly string[];
  fontFamily: string;
}

export interface ChartLayout {
  /** The chart's width in CSS pixels. */
  width: number;
  theme: ChartTheme;
  /** False when the visitor prefers reduced motion. */
  animate: boolean;
}

/** The plot area shrinks so that axis labels and names stay inside the grid's margins (echarts 6 outer bounds). */
const CONTAIN_AXIS_LABELS = { outerBoundsMode: 'same', outerBoundsContain: 'all' } as const;
const BUBBLE_MIN_PX = 8;
const BUBBLE_SPAN_PX = 40;

/** Below 600 px the horizontal axis labels turn -45 degrees, else they stay level. */
export function axisLabelRotation(width: number): number {
  return width < CHART_NARROW_WIDTH_PX ? CHART_NARROW_LABEL_ROTATION_DEG : 0;
}

/**
 * The echarts option for a chart: one pure function of the data, the width and the theme. Throws
 * UnsupportedChartTypeError for heatmap3d, wordcloud and unknown types.
 */
export function buildChartOption(spec: ChartSpec, layout: ChartLayout): EChartsOption {
  assertSupportedChart(spec);
  switch (spec.type) {
    case 'area':
    case 'line':
    case 'bar':
    case 'column':
      return categoryOption(spec, layout);
    case 'radar':
      return radarOption(spec, layout);
    case 'polar':
      return polarOption(spec, layout);
    case 'pie':
    case 'donut':
      return pieOption(spec, layout);
    case 'scatter':
    case 'bubble':
      return scatterOption(spec, layout);
    case 'treemap':
      return treemapOption(spec, layout);
    case 'heatmap':
      return heatmapOption(spec, layout);
    case 'TimeSeries':
      return timeSeriesOption(spec, layout);
  }
}

/**
 * What every chart shares: the theme's palette and text, a tooltip (on the hovered axis position,
 * or item), a legend only when there is more than one series, no animation for reduced motion.
 */
function baseOption(
  { theme, animate }: ChartLayout,
  { seriesNames = [], tooltip = 'item' }: { seriesNames?: readonly string[]; tooltip?: 'axis' | 'item' } = {},
): EChartsOption {
  const legend = seriesNames.length > 1;
  return {
    color: [...theme.palette],
    backgroundColor: 'transparent',
    animation: animate,
    textStyle: { color: theme.text, fontFamily: theme.fontFamily },
    tooltip: {
      trigger: tooltip,
      backgroundColor: theme.surface,
      borderColor: theme.border,
      textStyle: { color: theme.text, fontFamily: theme.fontFamily },
    },
    legend: legend ? { show: true, top: 0, textStyle: { color: theme.text } } : { show: false },
  };
}

/**
 * The plot area of the charts on x/y axes, below the legend when there is one. Only they ask for
 * it: an option with a grid needs echarts' grid component, which pie, radar, polar and treemap
 * charts do not load (echarts warns when a component is asked for and not loaded).
 */
function cartesianGrid(seriesNames: readonly string[]): Pick<EChartsOption, 'grid'> {
  return { grid: { top: seriesNames.length > 1 ? 40 : 16, right: 16, bottom: 8, left: 8, ...CONTAIN_AXIS_LABELS } };
}

function axisStyle(theme: ChartTheme, rotate = 0, labelWidth?: number) {
  return {
    axisLabel: {
      color: theme.mutedText,
      rotate,
      hideOverlap: true,
      ...(labelWidth ? { width: labelWidth, overflow: 'truncate' as const } : {}),
    },
    axisLine: { lineStyle: { color: theme.border } },
    axisTick: { lineStyle: { color: theme.border } },
    splitLine: { lineStyle: { color: theme.border } },
    nameTextStyle: { color: theme.mutedText },
  };
}

/** Counts (whole numbers only) get whole-number ticks: no "0.5 views". */
function wholeNumberTicks(values: readonly number[]) {
  return values.every(Number.isInteger) ? { minInterval: 1 } : {};
}

function categoryOption(spec: CategoryChartSpec, layout: ChartLayout): EChartsOption {
  const { theme, width } = layout;
  const rotate = axisLabelRotation(width);
  const horizontalBars = spec.type === 'bar';
  // Horizontal bars read top-down in the order given; their long names are cut to a third of the width.
  const categoryAxis = horizontalBars
    ? { type: 'category' as const, data: [...spec.categories], inverse: true, ...axisStyle(theme, 0, width / 3) }
    : { type: 'category' as const, data: [...spec.categories], ...axisStyle(theme, rotate) };
  const valueAxis = {
    type: 'value' as const,
    name: spec.valueName,
    ...wholeNumberTicks(spec.series.flatMap((series) => series.values)),
    ...axisStyle(theme, horizontalBars ? rotate : 0),
  };
  const seriesNames = spec.series.map((series) => series.name);
  return {
    ...baseOption(layout, { seriesNames, tooltip: 'axis' }),
    ...cartesianGrid(seriesNames),
    xAxis: horizontalBars ? valueAxis : categoryAxis,
    yAxis: horizontalBars ? categoryAxis : valueAxis,
    series: spec.series.map((series) =>
      spec.type === 'bar' || spec.type === 'column'
        ? { type: 'bar' as const, name: series.name, data: [...series.values] }
        : {
            type: 'line' as const,
            name: series.name,
            data: [...series.values],
            ...(spec.type === 'area' ? { areaStyle: { opacity: 0.25 } } : {}),
          },
    ),
  };
}

function radarOption(spec: RadialChartSpec, layout: ChartLayout): EChartsOption {
  const { theme } = layout;
  const max = Math.max(0, ...spec.series.flatMap((series) => series.values));
  return {
    ...baseOption(layout, { seriesNames: spec.series.map((series) => series.name) }),
    radar: {
      indicator: spec.categories.map((name) => ({ name, max })),
      radius: '65%',
      axisName: { color: theme.text },
      axisLine: { lineStyle: { color: theme.border } },
      splitLine: { lineStyle: { color: theme.border } },
      splitArea: { show: false },
    },
    series: [
      {
        type: 'radar',
        data: spec.series.map((series) => ({ name: series.name, value: [...series.values] })),
        areaStyle: { opacity: 0.15 },
      },
    ],
  };
}

function polarOption(spec: RadialChartSpec, layout: ChartLayout): EChartsOption {
  const { theme } = layout;
  return {
    ...baseOption(layout, { seriesNames: spec.series.map((series) => series.name) }),
    polar: { radius: '72%' },
    angleAxis: { type: 'category', data: [...spec.categories], ...axisStyle(theme) },
    radiusAxis: { type: 'value', ...axisStyle(theme) },
    series: spec.series.map((series) => ({
      type: 'bar' as const,
      name: series.name,
      coordinateSystem: 'polar' as const,
      data: [...series.values],
    })),
  };
}

function pieOption(spec: PieChartSpec, layout: ChartLayout): EChartsOption {
  const { theme } = layout;
  return {
    ...baseOption(layout),
    series: [
      {
        type: 'pie',
        radius: spec.type === 'donut' ? ['42%', '68%'] : '68%',
        data: spec.slices.map((slice) => ({ ...slice })),
        label: { color: theme.text },
        labelLine: { lineStyle: { color: theme.mutedText } },
        itemStyle: { borderColor: theme.surface, borderWidth: 2 },
      },
    ],
  };
}

function scatterOption(spec: ScatterChartSpec | BubbleChartSpec, layout: ChartLayout): EChartsOption {
  const { theme, width } = layout;
  const bubbles = spec.type === 'bubble';
  const largest = bubbles ? Math.max(0, ...spec.series.flatMap((series) => series.points.map((point) => point[2]))) : 0;
  const bubbleSize = (value: number[]) => BUBBLE_MIN_PX + BUBBLE_SPAN_PX * Math.sqrt((value[2] ?? 0) / (largest || 1));
  const seriesNames = spec.series.map((series) => series.name);
  return {
    ...baseOption(layout, { seriesNames }),
    ...cartesianGrid(seriesNames),
    xAxis: { type: 'value', name: spec.xName, scale: true, ...axisStyle(theme, axisLabelRotation(width)) },
    yAxis: { type: 'value', name: spec.yName, scale: true, ...axisStyle(theme) },
    series: spec.series.map((series) => ({
      type: 'scatter' as const,
      name: series.name,
      data: series.points.map((point) => [...point]),
      ...(bubbles ? { symbolSize: bubbleSize, itemStyle: { opacity: 0.75 } } : {}),
    })),
  };
}

function treemapOption(spec: TreemapChartSpec, layout: ChartLayout): EChartsOption {
  const { theme } = layout;
  return {
    ...baseOption(layout),
    series: [
      {
        type: 'treemap',
        data: spec.nodes.map(treemapItem),
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        top: 8,
        bottom: 8,
        left: 8,
        right: 8,
        label: { color: theme.onPalette },
        upperLabel: { show: false },
        levels: [{ color: [...theme.palette], itemStyle: { borderColor: theme.surface, borderWidth: 2, gapWidth: 2 } }],
      },
    ],
  };
}

interface TreemapItem {
  name: string;
  value: number;
  children?: TreemapItem[];
}

/** A copy echarts may annotate, leaving the caller's data untouched. */
function treemapItem({ name, value, children }: TreemapNode): TreemapItem {
  return children ? { name, value, children: children.map(treemapItem) } : { name, value };
}

function heatmapOption(spec: HeatmapChartSpec, layout: ChartLayout): EChartsOption {
  const { theme, width } = layout;
  const max = Math.max(0, ...spec.cells.map((cell) => cell[2]));
  return {
    ...baseOption(layout),
    grid: { top: 16, right: 16, bottom: 56, left: 8, ...CONTAIN_AXIS_LABELS },
    xAxis: { type: 'category', data: [...spec.xCategories], ...axisStyle(theme, axisLabelRotation(width)) },
    yAxis: { type: 'category', data: [...spec.yCategories], ...axisStyle(theme) },
    visualMap: {
      type: 'continuous',
      min: 0,
      max,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      calculable: false,
      inRange: { color: [theme.heatLow, theme.palette[0] ?? theme.text] },
      textStyle: { color: theme.mutedText },
    },
    series: [
      {
        type: 'heatmap',
        data: spec.cells.map((cell) => [...cell]),
        itemStyle: { borderColor: theme.surface, borderWidth: 1 },
      },
    ],
  };
}

function timeSeriesOption(spec: TimeSeriesChartSpec, layout: ChartLayout): EChartsOption {
  const { theme, width } = layout;
  const seriesNames = spec.series.map((series) => series.name);
  return {
    ...baseOption(layout, { seriesNames, tooltip: 'axis' }),
    ...cartesianGrid(seriesNames),
    xAxis: { type: 'time', ...axisStyle(theme, axisLabelRotation(width)) },
    yAxis: {
      type: 'value',
      name: spec.valueName,
      ...wholeNumberTicks(spec.series.flatMap((series) => series.points.map((point) => point[1]))),
      ...axisStyle(theme),
    },
    series: spec.series.map((series) => ({
      type: 'line' as const,
      name: series.name,
      showSymbol: series.points.length <= 31,
      data: series.points.map((point) => [...point]),
    })),
  };
}
