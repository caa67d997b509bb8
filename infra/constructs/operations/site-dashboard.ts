import { Duration, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Dashboard,
  GraphWidget,
  type IMetric,
  LogQueryWidget,
  Metric,
  SearchExpression,
  Stats,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IConstruct } from 'constructs';
import { BUSINESS_METRICS, type BusinessMetric, METRICS_NAMESPACE, METRICS_SERVICE } from '#shared/business-metrics.ts';
import { cloudFrontMetric } from './alarms';
import type { WatchedResources } from './watched-resources';

const RENDER_WORKER_ID = 'Worker-render';
const WIDTH = 12;
const SEARCH_PERIOD = Duration.minutes(5);

/** Without Lambda Insights, cold starts are counted from the REPORT lines that carry an init duration. */
const COLD_START_QUERY = [
  'filter @type = "REPORT" and ispresent(@initDuration)',
  'stats count(*) as coldStarts, avg(@initDuration) as avgInitMs, max(@initDuration) as maxInitMs by bin(1h)',
].join(' | ');

/** The term a SEARCH matches a generated physical name by: the part of the logical id that names the construct. */
const DEAD_LETTER_TERM = 'DeadLetter';

const businessMetric = (name: BusinessMetric) =>
  new Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: METRICS_SERVICE },
    statistic: Stats.SUM,
    period: Duration.hours(1),
    label: name,
  });

/**
 * Every metric of `schema` named `metricName` whose dimension values match `terms`. CloudFormation
 * names a resource without an explicit name `<stack name>-<logical id>-<random suffix>`, so a stack's
 * name finds its functions, queues and table without a reference to them. The series keep the
 * dimension value (the physical name) as their label.
 */
const search = (schema: string, metricName: string, terms: readonly string[], statistic: string) =>
  new SearchExpression({
    expression: `SEARCH('{${schema}} MetricName="${metricName}" ${terms.join(' ')}', '${statistic}', ${SEARCH_PERIOD.toSeconds()})`,
    label: '',
    period: SEARCH_PERIOD,
  });

const stackNames = (constructs: readonly IConstruct[]) => [
  ...new Set(constructs.map((construct) => Stack.of(construct).stackName)),
];

const graph = (title: string, left: IMetric[], right: IMetric[] = []) =>
  new GraphWidget({ title, left, right, width: WIDTH, height: 6 });

export interface SiteDashboardProps {
  readonly watched: WatchedResources;
  /** Charted through its id, a reference that stays: the API is not replaced in normal work. */
  readonly api: IHttpApi;
  /** Found by its stack's name: no reference to it. */
  readonly table: ITableV2;
  readonly dashboardName: string;
}

/**
 * One dashboard for the whole site: the API, every function, cold starts, the table, the
 * dead-letter queues, CloudFront, the renders and the business metrics of shared/business-metrics.ts.
 * Functions, queues and the table are found by SEARCH over their stacks' names (see `search`), so a
 * function or queue added, removed or replaced changes nothing here.
 */
export function siteDashboard(scope: IConstruct, id: string, props: SiteDashboardProps): Dashboard {
  const { watched, api } = props;
  const functionStacks = stackNames(watched.functions);
  const perFunction = (metricName: string, statistic: string) =>
    functionStacks.map((stack) => search('AWS/Lambda,FunctionName', metricName, [stack], statistic));
  const dashboard = new Dashboard(scope, id, { dashboardName: props.dashboardName });

  dashboard.addWidgets(
    graph('API requests and 5xx', [api.metricCount({ statistic: Stats.SUM })], [api.metricServerError()]),
    graph('API latency p99 (ms)', [api.metricLatency({ statistic: Stats.p(99) })]),
  );
  dashboard.addWidgets(
    graph('Invocations per function', perFunction('Invocations', Stats.SUM)),
    graph('Errors per function', perFunction('Errors', Stats.SUM)),
  );
  dashboard.addWidgets(
    graph('Duration p99 per function (ms)', perFunction('Duration', Stats.p(99))),
    new LogQueryWidget({
      title: 'Cold starts (REPORT lines with an init duration)',
      logGroupNames: [...watched.endpoints.values()].map((endpoint) => endpoint.logGroupName),
      queryLines: [COLD_START_QUERY],
      width: WIDTH,
      height: 6,
    }),
  );

  const tableStack = Stack.of(props.table).stackName;
  const table = (metricName: string) => search('AWS/DynamoDB,TableName', metricName, [tableStack], Stats.SUM);
  dashboard.addWidgets(
    graph(
      'DynamoDB consumed capacity',
      [table('ConsumedReadCapacityUnits'), table('ConsumedWriteCapacityUnits')],
      [table('ReadThrottleEvents'), table('WriteThrottleEvents')],
    ),
    graph(
      'Dead-letter queue depths',
      stackNames(watched.deadLetterQueues).map((stack) =>
        search('AWS/SQS,QueueName', 'ApproximateNumberOfMessagesVisible', [stack, DEAD_LETTER_TERM], Stats.MAXIMUM),
      ),
    ),
  );

  const render = watched.endpoints.get(RENDER_WORKER_ID);
  // The renderer's generated name starts with its stack's name, then its logical id, which begins
  // with the id of the construct that holds it (`PageRenderer`).
  const renderTerms = render ? [Stack.of(render).stackName, render.node.scope?.node.id ?? RENDER_WORKER_ID] : [];
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
            search('AWS/Lambda,FunctionName', 'Invocations', renderTerms, Stats.SUM),
            search('AWS/Lambda,FunctionName', 'Errors', renderTerms, Stats.SUM),
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
