/** Registers what polar charts (bars on polar coordinates) need (loaded by ../../chart.tsx). */
import { BarChart } from 'echarts/charts';
import { PolarComponent } from 'echarts/components';
import { use } from 'echarts/core';

use([PolarComponent, BarChart]);
