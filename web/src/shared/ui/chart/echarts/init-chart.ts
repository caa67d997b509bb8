import { LegendComponent, TooltipComponent } from 'echarts/components';
import { type EChartsType, init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

use([TooltipComponent, LegendComponent, SVGRenderer]);

/**
 * An echarts instance on `container`, drawn as SVG, with what every chart uses registered (tooltip,
 * legend, the SVG renderer); the charts and components of each chart type register from their own
 * chunk (./modules) when that type is first drawn, so a line chart never downloads the treemap.
 */
export function initChart(container: HTMLElement): EChartsType {
  return init(container, undefined, { renderer: 'svg' });
}
