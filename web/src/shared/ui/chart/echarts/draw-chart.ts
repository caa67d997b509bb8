import type { EChartsType } from 'echarts/core';
import {
  prefersReducedMotion,
  readChartTheme,
  subscribeToReducedMotion,
  subscribeToThemeAttribute,
} from '#web/shared/ui/chart/chart-environment.ts';
import { buildChartOption } from '#web/shared/ui/chart/chart-option.ts';
import type { ChartSpec } from '#web/shared/ui/chart/chart-spec.ts';
import { initChart } from './init-chart';

/**
 * A chart drawn into `container` without a framework, as the app's chart component draws it:
 * started once the container has a size (a dialog not yet open has none), resized with it, drawn
 * again for a new width (label rotation), theme or reduced-motion setting. `data-ready` marks a
 * drawn chart. Answers the function that disposes of it. Throws UnsupportedChartTypeError as
 * buildChartOption does.
 */
export function drawChart(container: HTMLElement, spec: ChartSpec): () => void {
  let chart: EChartsType | undefined;
  let width = 0;
  const draw = () => {
    if (!chart) return;
    const option = buildChartOption(spec, {
      width,
      theme: readChartTheme(container),
      animate: !prefersReducedMotion(),
    });
    chart.setOption(option, { notMerge: true });
    container.dataset.ready = 'true';
  };
  const followContainer = () => {
    if (container.clientWidth === 0 || container.clientHeight === 0) return;
    if (chart) chart.resize();
    else chart = initChart(container);
    if (container.clientWidth !== width) {
      width = container.clientWidth;
      draw();
    }
  };
  const observer = new ResizeObserver(followContainer);
  observer.observe(container);
  const stopThemes = [subscribeToThemeAttribute(draw), subscribeToReducedMotion(draw)];
  followContainer();
  return () => {
    observer.disconnect();
    for (const stop of stopThemes) stop();
    chart?.dispose();
    chart = undefined;
  };
}
