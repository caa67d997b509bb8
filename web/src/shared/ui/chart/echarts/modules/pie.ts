/** Registers what pie and donut charts need (loaded by ../../chart.tsx). */
import { PieChart } from 'echarts/charts';
import { use } from 'echarts/core';

use([PieChart]);
