import { Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  Stats,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { type ITableV2, Operation } from 'aws-cdk-lib/aws-dynamodb';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IConstruct } from 'constructs';
import { ALARM_THRESHOLDS } from '../../alarm-thresholds';
import type { WatchedResources } from './watched-resources';

/** CloudFront publishes its metrics in us-east-1 only. */
export const CLOUDFRONT_METRICS_REGION = 'us-east-1';

/** The table operations ElectroDB and the handlers call: a math expression takes at most ten metrics. */
const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.SCAN,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
  Operation.TRANSACT_GET_ITEMS,
];

export interface SiteAlarmsProps {
  readonly topic: ITopic;
  readonly watched: WatchedResources;
  readonly api: IHttpApi;
  readonly table: ITableV2;
}

/** The CloudFront 5xx error rate, as CloudFront publishes it for the whole distribution. */
export function cloudFrontMetric(distribution: Distribution, metricName: string, statistic: string): Metric {
  return new Metric({
    namespace: 'AWS/CloudFront',
    metricName,
    dimensionsMap: { DistributionId: distribution.distributionId, Region: 'Global' },
    region: CLOUDFRONT_METRICS_REGION,
    statistic,
  });
}

/** `resource`'s construct path inside its stack: an alarm id unique in that stack and free of the stage. */
const pathInStack = (resource: IConstruct) => resource.node.path.slice(Stack.of(resource).node.path.length + 1);

/**
 * Every alarm of the site, each notifying `topic` when it fires. Each alarm is a resource of the
 * stack that owns what it watches (a function's alarms sit beside the function), so no stack reads
 * another's function, queue or table: removing or replacing one changes one template. Alarms on
 * the account (SES) sit beside the topic. Thresholds and periods come from infra/alarm-thresholds.ts;
 * missing data is not breaching.
 */
export function siteAlarms(props: SiteAlarmsProps): Alarm[] {
  const action = new SnsAction(props.topic);
  const alarms: Alarm[] = [];
  const alarm = (owner: IConstruct, id: string, metric: IMetric, threshold: number, description: string) => {
    const created = new Alarm(Stack.of(owner), id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    created.addAlarmAction(action);
    alarms.push(created);
  };
  const t = ALARM_THRESHOLDS;

  for (const fn of props.watched.functions) {
    const name = fn.node.path;
    alarm(
      fn,
      `Errors-${pathInStack(fn)}`,
      fn.metricErrors({ period: t.functionErrors.period, statistic: Stats.SUM }),
      t.functionErrors.threshold,
      `${name}: invocations that failed (see its log group)`,
    );
    alarm(
      fn,
      `Throttles-${pathInStack(fn)}`,
      fn.metricThrottles({ period: t.functionThrottles.period, statistic: Stats.SUM }),
      t.functionThrottles.threshold,
      `${name}: invocations Lambda refused for lack of concurrency`,
    );
  }

  const { api } = props;
  alarm(
    api,
    'Api5xxRate',
    new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: {
        requests: api.metricCount({ period: t.api5xxRatePercent.period, statistic: Stats.SUM }),
        errors: api.metricServerError({ period: t.api5xxRatePercent.period, statistic: Stats.SUM }),
      },
      period: t.api5xxRatePercent.period,
      label: 'API 5xx rate (%)',
    }),
    t.api5xxRatePercent.threshold,
    'HTTP API: percentage of requests answered 5xx',
  );
  alarm(
    api,
    'ApiLatencyP99',
    api.metricLatency({ period: t.apiLatencyP99Ms.period, statistic: Stats.p(99) }),
    t.apiLatencyP99Ms.threshold,
    'HTTP API: p99 latency in milliseconds',
  );

  const { table, topic } = props;
  alarm(
    table,
    'TableThrottledRequests',
    table.metricThrottledRequestsForOperations({
      operations: TABLE_OPERATIONS,
      period: t.tableThrottledRequests.period,
    }),
    t.tableThrottledRequests.threshold,
    'DynamoDB table: requests throttled',
  );
  alarm(
    table,
    'TableSystemErrors',
    table.metricSystemErrorsForOperations({
      operations: TABLE_OPERATIONS,
      period: t.tableSystemErrors.period,
    }),
    t.tableSystemErrors.threshold,
    'DynamoDB table: requests that failed on the service side',
  );

  for (const queue of props.watched.deadLetterQueues) {
    alarm(
      queue,
      `DeadLetters-${pathInStack(queue)}`,
      queue.metricApproximateNumberOfMessagesVisible({
        period: t.deadLetterMessages.period,
        statistic: Stats.MAXIMUM,
      }),
      t.deadLetterMessages.threshold,
      `${queue.node.path}: messages given up on; see docs/deploying.md for how to read and redrive them`,
    );
  }

  const ses = (metricName: string) =>
    new Metric({ namespace: 'AWS/SES', metricName, statistic: Stats.MAXIMUM, period: t.sesBounceRate.period });
  alarm(
    topic,
    'SesBounceRate',
    ses('Reputation.BounceRate').with({ period: t.sesBounceRate.period }),
    t.sesBounceRate.threshold,
    'SES: bounce rate of the account (SES may pause sending at 10 %)',
  );
  alarm(
    topic,
    'SesComplaintRate',
    ses('Reputation.ComplaintRate').with({ period: t.sesComplaintRate.period }),
    t.sesComplaintRate.threshold,
    'SES: complaint rate of the account (SES may pause sending at 0.5 %)',
  );

  // An alarm watches metrics of its own region only: outside us-east-1 the dashboard still shows
  // the CloudFront error rate, but no alarm can watch it from here.
  const { distribution } = props.watched;
  if (distribution && Stack.of(distribution).region === CLOUDFRONT_METRICS_REGION) {
    alarm(
      distribution,
      'CloudFront5xxRate',
      cloudFrontMetric(distribution, '5xxErrorRate', Stats.AVERAGE).with({
        period: t.cloudFront5xxRatePercent.period,
      }),
      t.cloudFront5xxRatePercent.threshold,
      'CloudFront: percentage of viewer requests answered 5xx (the API, S3 or the Lambda@Edge function failed)',
    );
  }
  return alarms;
}
