/**
 * The chart demos of the home page's sidebar: their ids (the `?chart=` value of a demo's link)
 * and link labels. Only this list loads with the home page; the data and echarts load on click.
 */
export const CHART_DEMOS = [
  { id: 'bar', label: 'Bar chart demo' },
  { id: 'line', label: 'Line chart demo' },
  { id: 'column', label: 'Column chart demo' },
  { id: 'area', label: 'Area chart demo' },
  { id: 'pie', label: 'Pie chart demo' },
  { id: 'donut', label: 'Donut chart demo' },
  { id: 'scatter', label: 'Scatter chart demo' },
  { id: 'bubble', label: 'Bubble chart demo' },
  { id: 'radar', label: 'Radar chart demo' },
  { id: 'polar', label: 'Polar chart demo' },
  { id: 'treemap', label: 'Treemap demo' },
  { id: 'heatmap', label: 'Heatmap demo' },
  { id: 'time-series', label: 'Time series demo' },
] as const;

export type ChartDemoId = (typeof CHART_DEMOS)[number]['id'];

/** The query parameter that names the open demo. */
export const CHART_DEMO_PARAM = 'chart';

export function chartDemoById(id: string | null) {
  return CHART_DEMOS.find((demo) => demo.id === id);
}
