import type { ChartSpec } from '#web/shared/ui/chart/chart-spec.ts';
import type { ChartDemoId } from './chart-demo-list';

/**
 * Sample data for the chart demos: invented figures that show what each chart type looks like.
 * The dialog says so on every demo; none of it is a measurement of this site.
 */
export interface ChartDemoSample {
  /** What the sample pretends to show, e.g. "Hours per topic in a month". */
  subject: string;
  spec: ChartSpec;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const HOURS = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00'];

/** A repeatable wave, so the larger samples look lived-in and are the same on every visit. */
const wave = (index: number, base: number, swing: number) => Math.round(base + swing * Math.sin(index / 2.3) + index);

/** 60 sample days from 1 January 2026. */
function sampleDays(): [string, number][] {
  const start = Date.UTC(2026, 0, 1);
  return Array.from({ length: 60 }, (_, index) => [
    new Date(start + index * 86_400_000).toISOString().slice(0, 10),
    wave(index, 40, 12) + (index % 7 === 5 || index % 7 === 6 ? -15 : 0),
  ]);
}

export const CHART_DEMO_SAMPLES: Record<ChartDemoId, ChartDemoSample> = {
  bar: {
    subject: 'Hours spent per topic in a month',
    spec: {
      type: 'bar',
      categories: ['TypeScript', 'React', 'AWS CDK', 'DynamoDB', 'Testing', 'Writing docs'],
      series: [{ name: 'Hours', values: [42, 35, 18, 14, 22, 9] }],
      valueName: 'Hours',
    },
  },
  line: {
    subject: 'Readers per month, blog and docs',
    spec: {
      type: 'line',
      categories: MONTHS,
      series: [
        { name: 'Blog', values: [120, 132, 101, 134, 190, 230] },
        { name: 'Docs', values: [220, 182, 191, 234, 290, 330] },
      ],
      valueName: 'Readers',
    },
  },
  column: {
    subject: 'Posts published per quarter',
    spec: {
      type: 'column',
      categories: ['Q1', 'Q2', 'Q3', 'Q4'],
      series: [
        { name: 'Posts', values: [5, 8, 6, 11] },
        { name: 'Docs pages', values: [12, 9, 15, 14] },
      ],
    },
  },
  area: {
    subject: 'Build minutes per month',
    spec: {
      type: 'area',
      categories: MONTHS,
      series: [{ name: 'Minutes', values: [310, 280, 350, 420, 390, 460] }],
      valueName: 'Minutes',
    },
  },
  pie: {
    subject: 'How a working week is split',
    spec: {
      type: 'pie',
      slices: [
        { name: 'Coding', value: 45 },
        { name: 'Reviews', value: 15 },
        { name: 'Meetings', value: 10 },
        { name: 'Writing', value: 20 },
        { name: 'Learning', value: 10 },
      ],
    },
  },
  donut: {
    subject: 'Languages in a code base',
    spec: {
      type: 'donut',
      slices: [
        { name: 'TypeScript', value: 68 },
        { name: 'CSS', value: 12 },
        { name: 'Markdown', value: 15 },
        { name: 'Shell', value: 5 },
      ],
    },
  },
  scatter: {
    subject: 'Article length against reading time',
    spec: {
      type: 'scatter',
      series: [
        {
          name: 'Articles',
          points: [
            [800, 4],
            [1200, 6],
            [1500, 7],
            [2100, 10],
            [2600, 12],
            [3100, 15],
            [900, 5],
            [1800, 8],
          ],
        },
      ],
      xName: 'Words',
      yName: 'Minutes',
    },
  },
  bubble: {
    subject: 'Projects by age and size; bubble size is contributors',
    spec: {
      type: 'bubble',
      series: [
        {
          name: 'Projects',
          points: [
            [3, 12, 2],
            [8, 40, 5],
            [14, 25, 3],
            [20, 70, 9],
            [26, 55, 4],
          ],
        },
      ],
      xName: 'Months',
      yName: 'Files',
    },
  },
  radar: {
    subject: 'Skill profile, now and a year ago',
    spec: {
      type: 'radar',
      categories: ['Front end', 'Back end', 'Cloud', 'Testing', 'Writing', 'Design'],
      series: [
        { name: 'Now', values: [8, 7, 7, 8, 6, 5] },
        { name: 'A year ago', values: [6, 6, 4, 5, 5, 4] },
      ],
    },
  },
  polar: {
    subject: 'Commits per weekday',
    spec: { type: 'polar', categories: WEEKDAYS, series: [{ name: 'Commits', values: [14, 18, 16, 21, 11, 4, 2] }] },
  },
  treemap: {
    subject: 'Documentation pages per section',
    spec: {
      type: 'treemap',
      nodes: [
        {
          name: 'Tech docs',
          value: 24,
          children: [
            { name: 'Guides', value: 14 },
            { name: 'Reference', value: 10 },
          ],
        },
        { name: 'Projects', value: 12 },
        { name: 'Changelogs', value: 9 },
        { name: 'Insights', value: 6 },
        { name: 'Legal', value: 3 },
      ],
    },
  },
  heatmap: {
    subject: 'Activity by weekday and hour',
    spec: {
      type: 'heatmap',
      xCategories: HOURS,
      yCategories: WEEKDAYS,
      cells: WEEKDAYS.flatMap((_, day) =>
        HOURS.map((_, hour) => [hour, day, day >= 5 ? (hour * 2) % 5 : wave(hour + day, 6, 4) % 12] as const),
      ),
    },
  },
  'time-series': {
    subject: 'Daily visits over 60 days',
    spec: { type: 'TimeSeries', series: [{ name: 'Visits', points: sampleDays() }], valueName: 'Visits' },
  },
};
