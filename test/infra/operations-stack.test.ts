import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALARM_THRESHOLDS, WAF_RATE_LIMIT_PER_5_MINUTES } from '#infra/alarm-thresholds.ts';
import { BUDGET_NOTIFICATION_PERCENTAGES } from '#infra/stacks/operations-stack.ts';
import { BUSINESS_METRICS, METRICS_NAMESPACE, METRICS_SERVICE } from '#shared/business-metrics.ts';
import { isCustomResourceProvider } from './support/api-template';
import { type SynthesizedApp, synthApp } from './support/synth-app';

/** Two whole-app synths (the default one and one with every operations setting on). */
const SYNTH_TIMEOUT_MS = 240_000;
const alarmEmail = 'ops@example.org';

// biome-ignore lint/suspicious/noExplicitAny: tests read plain paths out of the synthesized template.
type Resource = { Properties: Record<string, any>; Metadata?: Record<string, unknown> };

let plain: SynthesizedApp;
let full: SynthesizedApp;

beforeAll(() => {
  plain = synthApp();
  full = synthApp({ alarmEmail, monthlyBudgetUsd: '25', waf: 'true' });
}, SYNTH_TIMEOUT_MS);
afterAll(() => {
  plain?.cleanUp();
  full?.cleanUp();
});

const alarms = (template: Template) => Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Resource[];
const topicId = (template: Template) => {
  const ids = Object.keys(template.findResources('AWS::SNS::Topic'));
  expect(ids).toHaveLength(1);
  return ids[0] as string;
};
/** The logical id an Fn::ImportValue of the Operations stack points at, or a literal value. */
const dimensionValue = (alarm: Resource, name: string): string =>
  JSON.stringify((alarm.Properties.Dimensions ?? []).find((d: { Name: string }) => d.Name === name)?.Value ?? null);

/** CDK's deploy-time singleton providers (bucket deployments, AwsCustomResource): they run only during a deploy. */
const isDeployTimeSingleton = (id: string) =>
  id.startsWith('CustomCDKBucketDeployment') || isCustomResourceProvider(id);
/** The Lambda@Edge function: its metrics land in the edge locations' regions; the CloudFront 5xx alarm covers it. */
const isEdgeFunction = (id: string) => id.startsWith('PageOriginResponses');

describe('Operations stack alarms', () => {
  it('notify one encrypted, TLS-only topic', () => {
    const ops = plain.templates.operations;
    const topic = topicId(ops);
    ops.hasResourceProperties('AWS::SNS::Topic', {
      KmsMasterKeyId: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AlarmTopicKey'), 'Arn'] },
    });
    ops.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: [Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })],
      },
    });
    expect(alarms(ops).length).toBeGreaterThan(0);
    for (const alarm of alarms(ops)) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic }]);
      expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
    }
  });

  it('cover every Lambda function of every stack with an errors and a throttles alarm', () => {
    const ops = plain.templates.operations;
    const watched = (['stateful', 'api', 'web'] as const).flatMap((stack) =>
      Object.keys(plain.templates[stack].findResources('AWS::Lambda::Function'))
        .filter((id) => !isDeployTimeSingleton(id) && !isEdgeFunction(id))
        .map((id) => `${stack}:${id}`),
    );
    expect(watched.length).toBeGreaterThan(15);
    const alarmsOn = (metricName: string) =>
      alarms(ops)
        .filter((alarm) => alarm.Properties.Namespace === 'AWS/Lambda' && alarm.Properties.MetricName === metricName)
        .map((alarm) => dimensionValue(alarm, 'FunctionName'));
    for (const [metricName, threshold] of [
      ['Errors', ALARM_THRESHOLDS.functionErrors.threshold],
      ['Throttles', ALARM_THRESHOLDS.functionThrottles.threshold],
    ] as const) {
      const names = alarmsOn(metricName);
      expect(names, metricName).toHaveLength(watched.length);
      for (const entry of watched) {
        const logicalId = entry.split(':')[1] as string;
        expect(
          names.filter((name) => name.includes(logicalId)),
          `${metricName} alarm of ${entry}`,
        ).toHaveLength(1);
      }
      for (const alarm of alarms(ops).filter((a) => a.Properties.MetricName === metricName)) {
        expect(alarm.Properties.Threshold).toBe(threshold);
        expect(alarm.Properties.Statistic).toBe('Sum');
      }
    }
  });

  it('cover every dead-letter queue with a depth alarm', () => {
    const ops = plain.templates.operations;
    const queues = (['api', 'web'] as const).flatMap((stack) =>
      Object.keys(plain.templates[stack].findResources('AWS::SQS::Queue')).filter((id) => /DeadLetter/.test(id)),
    );
    expect(queues.length).toBeGreaterThanOrEqual(6);
    const depth = alarms(ops).filter((a) => a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible');
    expect(depth).toHaveLength(queues.length);
    for (const queue of queues) {
      expect(
        depth.filter((a) => dimensionValue(a, 'QueueName').includes(queue)),
        queue,
      ).toHaveLength(1);
    }
    for (const alarm of depth) expect(alarm.Properties.Threshold).toBe(ALARM_THRESHOLDS.deadLetterMessages.threshold);
  });

  it('watch the API, the table, SES and CloudFront with the thresholds of alarm-thresholds.ts', () => {
    const ops = plain.templates.operations;
    const byMetric = (namespace: string, metricName: string) =>
      alarms(ops).filter((a) => a.Properties.Namespace === namespace && a.Properties.MetricName === metricName);
    const latency = byMetric('AWS/ApiGateway', 'Latency');
    expect(latency).toHaveLength(1);
    expect(latency[0]?.Properties).toMatchObject({
      ExtendedStatistic: 'p99',
      Threshold: ALARM_THRESHOLDS.apiLatencyP99Ms.threshold,
    });
    expect(dimensionValue(latency[0] as Resource, 'ApiId')).toContain('HttpApi');

    const withExpression = (pattern: RegExp) =>
      alarms(ops).filter((a) =>
        (a.Properties.Metrics ?? []).some((m: { Expression?: string }) => pattern.test(m.Expression ?? '')),
      );
    const api5xx = withExpression(/errors \/ requests/);
    expect(api5xx).toHaveLength(1);
    expect(api5xx[0]?.Properties.Threshold).toBe(ALARM_THRESHOLDS.api5xxRatePercent.threshold);
    const metricNames = (alarm: Resource) =>
      (alarm.Properties.Metrics as { MetricStat?: { Metric: { MetricName: string } } }[]).flatMap((m) =>
        m.MetricStat ? [m.MetricStat.Metric.MetricName] : [],
      );
    expect(metricNames(api5xx[0] as Resource).sort()).toEqual(['5xx', 'Count']);

    const tableAlarms = alarms(ops).filter((a) =>
      (a.Properties.Metrics ?? []).some(
        (m: { MetricStat?: { Metric: { Namespace: string } } }) => m.MetricStat?.Metric.Namespace === 'AWS/DynamoDB',
      ),
    );
    expect(tableAlarms.map((a) => [new Set(metricNames(a))].map((s) => [...s][0])[0]).sort()).toEqual([
      'SystemErrors',
      'ThrottledRequests',
    ]);
    expect(tableAlarms.map((a) => a.Properties.Threshold).sort()).toEqual(
      [ALARM_THRESHOLDS.tableSystemErrors.threshold, ALARM_THRESHOLDS.tableThrottledRequests.threshold].sort(),
    );

    expect(byMetric('AWS/SES', 'Reputation.BounceRate')[0]?.Properties.Threshold).toBe(
      ALARM_THRESHOLDS.sesBounceRate.threshold,
    );
    expect(byMetric('AWS/SES', 'Reputation.ComplaintRate')[0]?.Properties.Threshold).toBe(
      ALARM_THRESHOLDS.sesComplaintRate.threshold,
    );

    const cloudFront = byMetric('AWS/CloudFront', '5xxErrorRate');
    expect(cloudFront).toHaveLength(1);
    expect(cloudFront[0]?.Properties.Threshold).toBe(ALARM_THRESHOLDS.cloudFront5xxRatePercent.threshold);
    expect(dimensionValue(cloudFront[0] as Resource, 'Region')).toBe('"Global"');
    expect(dimensionValue(cloudFront[0] as Resource, 'DistributionId')).toContain('Distribution');
  });

  it('mail alarmEmail only when it is set', () => {
    plain.templates.operations.resourceCountIs('AWS::SNS::Subscription', 0);
    full.templates.operations.resourceCountIs('AWS::SNS::Subscription', 1);
    full.templates.operations.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: alarmEmail,
      TopicArn: { Ref: topicId(full.templates.operations) },
    });
  });
});

describe('Operations dashboard', () => {
  it('charts the business metrics, cold starts, the table, the queues, CloudFront and the endpoint groups', () => {
    const dashboards = Object.values(plain.templates.operations.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify((dashboards[0] as Resource).Properties.DashboardBody);
    for (const name of Object.keys(BUSINESS_METRICS)) {
      expect(body, name).toContain(`[\\"${METRICS_NAMESPACE}\\",\\"${name}\\",\\"service\\",\\"${METRICS_SERVICE}\\"`);
    }
    expect(body).toContain('@initDuration');
    for (const text of ['ConsumedReadCapacityUnits', 'WriteThrottleEvents', 'CacheHitRate', 'Requests']) {
      expect(body).toContain(text);
    }
    expect(body.match(/ApproximateNumberOfMessagesVisible/g)?.length).toBeGreaterThanOrEqual(6);
    for (const group of ['auth', 'blog', 'content', 'health']) expect(body).toContain(`\\"label\\":\\"${group}\\"`);
  });
});

describe('Monthly budget', () => {
  it('defaults to 10 USD and notifies no one without alarmEmail', () => {
    plain.templates.operations.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 10, Unit: 'USD' } },
      NotificationsWithSubscribers: [],
    });
  });

  it('mails alarmEmail at 80 % and 100 % of the actual cost of monthlyBudgetUsd', () => {
    const budgets = Object.values(full.templates.operations.findResources('AWS::Budgets::Budget')) as Resource[];
    expect(budgets).toHaveLength(1);
    const budget = (budgets[0] as Resource).Properties;
    expect(budget.Budget.BudgetLimit).toEqual({ Amount: 25, Unit: 'USD' });
    expect(budget.NotificationsWithSubscribers).toEqual(
      BUDGET_NOTIFICATION_PERCENTAGES.map((threshold) => ({
        Notification: {
          NotificationType: 'ACTUAL',
          ComparisonOperator: 'GREATER_THAN',
          Threshold: threshold,
          ThresholdType: 'PERCENTAGE',
        },
        Subscribers: [{ SubscriptionType: 'EMAIL', Address: alarmEmail }],
      })),
    );
    expect(BUDGET_NOTIFICATION_PERCENTAGES).toEqual([80, 100]);
  });
});

describe('WAF opt-in', () => {
  it('adds no web ACL by default', () => {
    for (const template of Object.values(plain.templates)) template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    plain.templates.web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { WebACLId: Match.absent() },
    });
  });

  it('with waf: true puts a CLOUDFRONT web ACL with the common rules and the rate limit on the distribution (us-east-1)', () => {
    const web = full.templates.web;
    const acls = Object.entries(web.findResources('AWS::WAFv2::WebACL')) as [string, Resource][];
    expect(acls).toHaveLength(1);
    const [aclId, acl] = acls[0] as [string, Resource];
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    const rules = acl.Properties.Rules as Resource['Properties'][];
    expect(rules.map((rule) => rule.Statement.ManagedRuleGroupStatement?.Name ?? null)).toContain(
      'AWSManagedRulesCommonRuleSet',
    );
    const rate = rules.find((rule) => rule.Statement.RateBasedStatement);
    expect(rate?.Statement.RateBasedStatement).toEqual({ Limit: WAF_RATE_LIMIT_PER_5_MINUTES, AggregateKeyType: 'IP' });
    expect(rate?.Action).toEqual({ Block: {} });
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: { WebACLId: { 'Fn::GetAtt': [aclId, 'Arn'] } },
    });
    expect(full.stacks.web.region).toBe('us-east-1');
    const findings = full.validationReport.pluginReports.flatMap((report) => report.violations);
    expect(findings).toEqual([]);
  });
});
