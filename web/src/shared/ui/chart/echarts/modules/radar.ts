/** Registers what radar charts need (loaded by ../../chart.tsx). */
import { RadarChart } from 'echarts/charts';
import { RadarComponent } from 'echarts/components';
import { use } from 'echarts/core';

use([RadarComponent, RadarChart]);
