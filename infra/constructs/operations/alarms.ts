import { type Duration, Stack } from 'aws-cdk-lib';
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
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import type { IConstruct } from 'constructs';
import { ALARM_THRESHOLDS } from '../../alarm-thresholds';
import type { WatchedResources } from './watched-resources';

/** CloudFront publishes its metrics in us-east-1 only. */
const CLOUDFRONT_METRICS_REGION = 'us-east-1';

export interface SiteAlarmsProps {
  readonly topic: ITopic;
  readonly watched: WatchedResources;
  readonly api: IHttpApi;
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
 * stack that owns what it watches (a queue's alarm sits beside the queue), so no stack reads
 * another's function, queue or table: removing or replacing one changes one template. Alarms on
 * the account (Lambda, SES) sit beside the topic. Thresholds and periods come from
 * infra/alarm-thresholds.ts; missing data is not breaching. CloudWatch bills each metric an alarm
 * reads ($0.10 a month past the account's first ten), so the set is kept to what an operator must
 * hear about: table throttles and system errors, retried by the SDK, reach readers as function
 * errors or 5xx answers, which are watched; the API's latency and the table are charted only.
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

  // Lambda publishes Errors and Throttles for the account and region as well as per function: one
  // alarm each on that aggregate covers every function, however many there are, for two alarm
  // metrics instead of two per function; the dashboard's per-function graphs show which one failed.
  const { topic } = props;
  const lambda = (metricName: string, period: Duration) =>
    new Metric({ namespace: 'AWS/Lambda', metricName, statistic: Stats.SUM, period });
  alarm(
    topic,
    'LambdaErrors',
    lambda('Errors', t.functionErrors.period),
    t.functionErrors.threshold,
    'Lambda: invocations of any function of the account and region that failed (the dashboard shows which function; then its log group)',
  );
  alarm(
    topic,
    'LambdaThrottles',
    lambda('Throttles', t.functionThrottles.period),
    t.functionThrottles.threshold,
    'Lambda: invocations of any function of the account and region refused for lack of concurrency',
  );

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
