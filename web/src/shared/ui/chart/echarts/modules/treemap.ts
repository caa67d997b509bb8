/** Registers what treemaps need (loaded by ../../chart.tsx). */
import { TreemapChart } from 'echarts/charts';
import { use } from 'echarts/core';

use([TreemapChart]);
