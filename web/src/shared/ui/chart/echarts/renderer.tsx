/**
 * The echarts core and the chart component. Only this folder imports echarts, and the app reaches
 * it through `import()` only (../chart.tsx), so echarts is never part of a page's first load.
 */
import type { EChartsType } from 'echarts/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { readChartTheme } from '#web/shared/ui/chart/chart-environment.ts';
import { buildChartOption } from '#web/shared/ui/chart/chart-option.ts';
import type { ChartSpec } from '#web/shared/ui/chart/chart-spec.ts';
import { useDocumentTheme, usePrefersReducedMotion } from '#web/shared/ui/chart/chart-theme.ts';
import { initChart } from './init-chart';

export interface EChartsChartProps {
  spec: ChartSpec;
  /** What the chart shows, for screen readers (the drawing itself is an image to them). */
  label: string;
  height: number;
}

/**
 * One echarts instance on a div: created once the div has a size, disposed on unmount, resized with its
 * container, and given a new option when the data, the width (label rotation) or the theme change.
 */
export function EChartsChart({ spec, label, height }: EChartsChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | undefined>(undefined);
  const [width, setWidth] = useState(0);
  const themeName = useDocumentTheme();
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let chart: EChartsType | undefined;
    // echarts draws at the container's size and warns when it has none (a dialog not open yet, or
    // closing): the chart starts once the container has a size, and follows it from then on.
    const followContainer = () => {
      if (container.clientWidth === 0 || container.clientHeight === 0) return;
      if (chart) chart.resize();
      else {
        chart = initChart(container);
        chartRef.current = chart;
      }
      setWidth(container.clientWidth);
    };
    const observer = new ResizeObserver(followContainer);
    observer.observe(container);
    followContainer();
    return () => {
      observer.disconnect();
      chart?.dispose();
      chartRef.current = undefined;
    };
  }, []);

  // Built while rendering, so a chart that cannot be drawn throws to the nearest error boundary.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the theme name is a trigger: the colors are read from the tokens it switches.
  const option = useMemo(() => {
    const container = containerRef.current;
    if (!container || width === 0) return undefined;
    return buildChartOption(spec, { width, theme: readChartTheme(container), animate: !reducedMotion });
  }, [spec, width, themeName, reducedMotion]);

  useEffect(() => {
    if (option) chartRef.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div
      ref={containerRef}
      className="chart__drawing"
      role="img"
      aria-label={label}
      data-chart-type={spec.type}
      data-ready={option ? 'true' : undefined}
      style={{ height }}
    />
  );
}
