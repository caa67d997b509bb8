import { Duration } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Dashboard,
  GraphWidget,
  type IMetric,
  LogQueryWidget,
  Metric,
  Stats,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { BUSINESS_METRICS, type BusinessMetric, METRICS_NAMESPACE, METRICS_SERVICE } from '#shared/business-metrics.ts';
import { cloudFrontMetric } from './alarms';
import type { WatchedResources } from './watched-resources';

const ENDPOINT_PREFIX = 'Endpoint-';
const RENDER_WORKER_ID = 'Worker-render';
const WIDTH = 12;

/** Without Lambda Insights, cold starts are counted from the REPORT lines that carry an init duration. */
export const COLD_START_QUERY = [
  'filter @type = "REPORT" and ispresent(@initDuration)',
  'stats count(*) as coldStarts, avg(@initDuration) as avgInitMs, max(@initDuration) as maxInitMs by bin(1h)',
].join(' | ');

const businessMetric = (name: BusinessMetric) =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: METRICS_SERVICE },
    statistic: Stats.SUM,
    period: Duration.hours(1),
    label: name,
  });

const graph = (title: string, left: IMetric[], right: IMetric[] = []) =>
  new GraphWidget({ title, left, right, width: WIDTH, height: 6 });

export interface SiteDashboardProps {
  readonly watched: WatchedResources;
  readonly api: IHttpApi;
  readonly table: ITableV2;
  readonly dashboardName: string;
}

/**
 * One dashboard for the whole site: the API per endpoint group, cold starts, the table, the
 * dead-letter queues, CloudFront, the renders and the business metrics of shared/business-metrics.ts.
 */
export function siteDashboard(scope: Construct, id: string, props: SiteDashboardProps): Dashboard {
  const { watched, api, table } = props;
  const groups = [...watched.endpoints].filter(([id]) => id.startsWith(ENDPOINT_PREFIX));
  const perGroup = (metric: (fn: (typeof groups)[number][1]['function']) => Metric) =>
    groups.map(([id, endpoint]) => metric(endpoint.function).with({ label: id.slice(ENDPOINT_PREFIX.length) }));
  const dashboard = new Dashboard(scope, id, { dashboardName: props.dashboardName });

  dashboard.addWidgets(
    graph('API requests and 5xx', [api.metricCount({ statistic: Stats.SUM })], [api.metricServerError()]),
    graph('API latency p99 (ms)', [api.metricLatency({ statistic: Stats.p(99) })]),
  );
  dashboard.addWidgets(
    graph(
      'Requests per endpoint group',
      perGroup((fn) => fn.metricInvocations({ statistic: Stats.SUM })),
    ),
    graph(
      'Errors per endpoint group',
      perGroup((fn) => fn.metricErrors({ statistic: Stats.SUM })),
    ),
  );
  dashboard.addWidgets(
    graph(
      'Duration p99 per endpoint group (ms)',
      perGroup((fn) => fn.metricDuration({ statistic: Stats.p(99) })),
    ),
    new LogQueryWidget({
      title: 'Cold starts (REPORT lines with an init duration)',
      logGroupNames: watched.functions.map((fn) => fn.logGroup.logGroupName),
      queryLines: [COLD_START_QUERY],
      width: WIDTH,
      height: 6,
    }),
  );
  dashboard.addWidgets(
    graph(
      'DynamoDB consumed capacity',
      [table.metricConsumedReadCapacityUnits(), table.metricConsumedWriteCapacityUnits()],
      [table.metric('ReadThrottleEvents'), table.metric('WriteThrottleEvents')],
    ),
    graph(
      'Dead-letter queue depths',
      watched.deadLetterQueues.map((queue) =>
        queue.metricApproximateNumberOfMessagesVisible({ statistic: Stats.MAXIMUM, label: queue.node.path }),
      ),
    ),
  );

  const render = watched.endpoints.get(RENDER_WORKER_ID)?.function;
  const { distribution } = watched;
  dashboard.addWidgets(
    graph(
      'CloudFront requests and cache hit rate (%)',
      distribution ? [cloudFrontMetric(distribution, 'Requests', Stats.SUM)] : [],
      distribution ? [cloudFrontMetric(distribution, 'CacheHitRate', Stats.AVERAGE)] : [],
    ),
    graph(
      'Renders',
      [businessMetric('PagesRendered'), businessMetric('RenderFailures')],
      render
        ? [
            render.metricInvocations({ statistic: Stats.SUM, label: 'render invocations' }),
            render.metricErrors({ statistic: Stats.SUM, label: 'render errors' }),
          ]
        : [],
    ),
  );

  const names = Object.keys(BUSINESS_METRICS) as BusinessMetric[];
  dashboard.addWidgets(
    new TextWidget({
      markdown: names.map((name) => `- **${name}**: ${BUSINESS_METRICS[name]}`).join('\n'),
      width: WIDTH,
      height: 8,
    }),
    new GraphWidget({
      title: 'Business metrics (hourly sums)',
      left: names.map(businessMetric),
      width: WIDTH,
      height: 8,
    }),
  );
  return dashboard;
}
