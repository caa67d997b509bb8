import { describe, expect, it } from 'vitest';
import { axisLabelRotation, buildChartOption, type ChartTheme } from '#web/shared/ui/chart/chart-option.ts';
import {
  CHART_TYPES,
  type ChartSpec,
  supportedChartTypes,
  UnsupportedChartTypeError,
} from '#web/shared/ui/chart/chart-spec.ts';

const theme: ChartTheme = {
  text: '#101010',
  mutedText: '#404040',
  border: '#d0d0d0',
  surface: '#ffffff',
  onPalette: '#fefefe',
  heatLow: '#eeeeff',
  palette: ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666'],
  fontFamily: 'system-ui',
};
const wide = { width: 800, theme, animate: true };
const narrow = { width: 599, theme, animate: true };

const categories = ['Mon', 'Tue', 'Wed'];
const oneSeries = [{ name: 'Views', values: [3, 1, 4] }];

/** A sample of every supported type, keyed by type. */
const samples: Record<string, ChartSpec> = {
  area: { type: 'area', categories, series: oneSeries },
  line: { type: 'line', categories, series: oneSeries },
  bar: { type: 'bar', categories, series: oneSeries },
  column: { type: 'column', categories, series: oneSeries },
  scatter: {
    type: 'scatter',
    series: [
      {
        name: 'Points',
        points: [
          [1, 2],
          [3, 4],
        ],
      },
    ],
  },
  bubble: {
    type: 'bubble',
    series: [
      {
        name: 'Bubbles',
        points: [
          [1, 2, 4],
          [3, 4, 16],
        ],
      },
    ],
  },
  pie: {
    type: 'pie',
    slices: [
      { name: 'A', value: 1 },
      { name: 'B', value: 3 },
    ],
  },
  donut: {
    type: 'donut',
    slices: [
      { name: 'A', value: 1 },
      { name: 'B', value: 3 },
    ],
  },
  radar: { type: 'radar', categories, series: [{ name: 'Skills', values: [5, 8, 2] }] },
  polar: { type: 'polar', categories, series: oneSeries },
  treemap: { type: 'treemap', nodes: [{ name: 'docs', value: 10, children: [{ name: 'guide', value: 10 }] }] },
  heatmap: {
    type: 'heatmap',
    xCategories: ['0h', '1h'],
    yCategories: ['Mon'],
    cells: [
      [0, 0, 2],
      [1, 0, 7],
    ],
  },
  TimeSeries: {
    type: 'TimeSeries',
    series: [
      {
        name: 'Views',
        points: [
          ['2026-01-01', 3],
          ['2026-01-02', 5],
        ],
      },
    ],
  },
};

// biome-ignore lint/suspicious/noExplicitAny: echarts options are deep unions; the tests read plain paths out of the built object.
type AnyOption = Record<string, any>;
const option = (spec: ChartSpec, layout = wide) => buildChartOption(spec, layout) as AnyOption;
const seriesTypes = (built: AnyOption) => (built.series as AnyOption[]).map((series) => series.type);

describe('chart option builder', () => {
  it('has a sample for every supported chart type, and refuses only heatmap3d and wordcloud', () => {
    expect(Object.keys(samples).sort()).toEqual([...supportedChartTypes()].sort());
    expect(CHART_TYPES.filter((type) => !supportedChartTypes().includes(type as never))).toEqual([
      'heatmap3d',
      'wordcloud',
    ]);
  });

  it.each([
    ['area', ['line'], 'category'],
    ['line', ['line'], 'category'],
    ['column', ['bar'], 'category'],
    ['scatter', ['scatter'], 'value'],
    ['bubble', ['scatter'], 'value'],
    ['heatmap', ['heatmap'], 'category'],
    ['TimeSeries', ['line'], 'time'],
  ])('draws %s as %j series over a %s horizontal axis', (type, series, xAxisType) => {
    const built = option(samples[type] as ChartSpec);
    expect(seriesTypes(built)).toEqual(series);
    expect(built.xAxis.type).toBe(xAxisType);
  });

  it('fills the area under an area chart only', () => {
    expect(option(samples.area as ChartSpec).series[0].areaStyle).toBeDefined();
    expect(option(samples.line as ChartSpec).series[0].areaStyle).toBeUndefined();
  });

  it('draws bar as horizontal bars (categories down the side, first on top) and column as vertical bars', () => {
    const bar = option(samples.bar as ChartSpec);
    expect(seriesTypes(bar)).toEqual(['bar']);
    expect(bar.yAxis).toMatchObject({ type: 'category', data: categories, inverse: true });
    expect(bar.xAxis.type).toBe('value');
    const column = option(samples.column as ChartSpec);
    expect(column.xAxis).toMatchObject({ type: 'category', data: categories });
    expect(column.yAxis.type).toBe('value');
  });

  it('draws pie as a full pie and donut with a hole', () => {
    expect(option(samples.pie as ChartSpec).series[0]).toMatchObject({ type: 'pie', radius: '68%' });
    expect(option(samples.donut as ChartSpec).series[0]).toMatchObject({ type: 'pie', radius: ['42%', '68%'] });
  });

  it('gives the radar one axis per category, all on the same scale', () => {
    const radar = option(samples.radar as ChartSpec);
    expect(radar.radar.indicator).toEqual([
      { name: 'Mon', max: 8 },
      { name: 'Tue', max: 8 },
      { name: 'Wed', max: 8 },
    ]);
    expect(radar.series[0]).toMatchObject({ type: 'radar', data: [{ name: 'Skills', value: [5, 8, 2] }] });
  });

  it('draws polar as bars on polar coordinates, one sector per category', () => {
    const polar = option(samples.polar as ChartSpec);
    expect(polar.angleAxis).toMatchObject({ type: 'category', data: categories });
    expect(polar.series[0]).toMatchObject({ type: 'bar', coordinateSystem: 'polar', data: [3, 1, 4] });
  });

  it('sizes bubbles by their third value, the largest at the maximum size', () => {
    const { symbolSize } = option(samples.bubble as ChartSpec).series[0];
    expect(symbolSize([3, 4, 16])).toBe(48);
    expect(symbolSize([1, 2, 4])).toBe(28);
    expect(symbolSize([0, 0, 0])).toBe(8);
  });

  it('draws treemap nodes with their children, and heatmap cells on a color scale up to the largest value', () => {
    const treemap = option(samples.treemap as ChartSpec).series[0];
    expect(treemap).toMatchObject({
      type: 'treemap',
      data: [{ name: 'docs', value: 10, children: [{ name: 'guide', value: 10 }] }],
    });
    const heatmap = option(samples.heatmap as ChartSpec);
    expect(heatmap.visualMap).toMatchObject({ min: 0, max: 7, inRange: { color: ['#eeeeff', '#111111'] } });
    expect(heatmap.series[0].data).toEqual([
      [0, 0, 2],
      [1, 0, 7],
    ]);
  });

  it('plots time series points on a time axis', () => {
    const built = option(samples.TimeSeries as ChartSpec);
    expect(built.series[0].data).toEqual([
      ['2026-01-01', 3],
      ['2026-01-02', 5],
    ]);
  });

  describe('horizontal axis labels rotate -45 degrees below 600 px', () => {
    it('rotates below 600 px and not from 600 px on', () => {
      expect(axisLabelRotation(320)).toBe(-45);
      expect(axisLabelRotation(599)).toBe(-45);
      expect(axisLabelRotation(600)).toBe(0);
      expect(axisLabelRotation(1200)).toBe(0);
    });

    it.each(['area', 'line', 'bar', 'column', 'scatter', 'bubble', 'heatmap', 'TimeSeries'])(
      'applies to the %s chart',
      (type) => {
        const spec = samples[type] as ChartSpec;
        expect(option(spec, narrow).xAxis.axisLabel.rotate).toBe(-45);
        expect(option(spec, wide).xAxis.axisLabel.rotate).toBe(0);
      },
    );

    it('leaves the vertical axis level', () => {
      expect(option(samples.column as ChartSpec, narrow).yAxis.axisLabel.rotate).toBe(0);
      expect(option(samples.bar as ChartSpec, narrow).yAxis.axisLabel.rotate).toBe(0);
    });
  });

  it('colors text, axes and series from the theme it is given', () => {
    const built = option(samples.line as ChartSpec);
    expect(built.color).toEqual(theme.palette);
    expect(built.textStyle).toEqual({ color: theme.text, fontFamily: theme.fontFamily });
    expect(built.xAxis.axisLabel.color).toBe(theme.mutedText);
    expect(built.yAxis.splitLine.lineStyle.color).toBe(theme.border);
    expect(built.tooltip).toMatchObject({ backgroundColor: theme.surface, textStyle: { color: theme.text } });
    const dark = { ...theme, text: '#eeeeee', mutedText: '#aaaaaa' };
    expect(buildChartOption(samples.line as ChartSpec, { ...wide, theme: dark }).textStyle).toMatchObject({
      color: '#eeeeee',
    });
  });

  it('ticks the value axis in whole steps when every value is a whole number (counts)', () => {
    expect(option(samples.line as ChartSpec).yAxis.minInterval).toBe(1);
    expect(option(samples.bar as ChartSpec).xAxis.minInterval).toBe(1);
    expect(option(samples.TimeSeries as ChartSpec).yAxis.minInterval).toBe(1);
    const fractions: ChartSpec = { type: 'line', categories, series: [{ name: 'Rate', values: [0.5, 1.25, 2] }] };
    expect(option(fractions).yAxis.minInterval).toBeUndefined();
  });

  it('shows a legend only when there is more than one series', () => {
    expect(option(samples.line as ChartSpec).legend.show).toBe(false);
    const twoSeries: ChartSpec = {
      type: 'line',
      categories,
      series: [...oneSeries, { name: 'Visitors', values: [1, 1, 2] }],
    };
    expect(option(twoSeries).legend.show).toBe(true);
  });

  it('turns animation off when the visitor prefers reduced motion', () => {
    expect(buildChartOption(samples.pie as ChartSpec, { ...wide, animate: false }).animation).toBe(false);
  });

  it.each([
    [
      'heatmap3d',
      'The chart type "heatmap3d" is not supported: it needs the echarts-gl WebGL add-on, which this site does not load.',
    ],
    [
      'wordcloud',
      'The chart type "wordcloud" is not supported: echarts-wordcloud works only with echarts 5 and this site uses echarts 6.',
    ],
  ] as const)('refuses %s with a message that says why', (type, message) => {
    expect(() => buildChartOption({ type }, wide)).toThrow(UnsupportedChartTypeError);
    expect(() => buildChartOption({ type }, wide)).toThrow(message);
  });

  it('refuses a type that is not a chart type, naming the supported ones', () => {
    expect(() => buildChartOption({ type: 'gantt' } as unknown as ChartSpec, wide)).toThrow(
      'The chart type "gantt" is not supported: the supported types are area, line, bar, column, scatter, bubble, pie, donut, radar, polar, treemap, heatmap, TimeSeries.',
    );
  });
});
