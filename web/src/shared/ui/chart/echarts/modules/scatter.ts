/** Registers what scatter and bubble charts need (loaded by ../../chart.tsx). */
import { ScatterChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { use } from 'echarts/core';

use([GridComponent, ScatterChart]);
