/** Registers what heatmaps need (loaded by ../../chart.tsx). */
import { HeatmapChart } from 'echarts/charts';
import { GridComponent, VisualMapContinuousComponent } from 'echarts/components';
import { use } from 'echarts/core';

use([GridComponent, VisualMapContinuousComponent, HeatmapChart]);
