/** Registers what line, area, bar, column and time series charts need (loaded by ../../chart.tsx). */
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { use } from 'echarts/core';

use([GridComponent, LineChart, BarChart]);
