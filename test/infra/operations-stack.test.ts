import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALARM_THRESHOLDS, WAF_RATE_LIMIT_PER_5_MINUTES } from '#infra/alarm-thresholds.ts';
import { DEAD_LETTER_QUEUES } from '#infra/constructs/dead-letter-queue.ts';
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

const STACKS = ['stateful', 'api', 'web', 'operations'] as const;
const alarms = (template: Template) => Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Resource[];
const allAlarms = (app: SynthesizedApp) => STACKS.flatMap((stack) => alarms(app.templates[stack]));
const topicId = (template: Template) => {
  const ids = Object.keys(template.findResources('AWS::SNS::Topic'));
  expect(ids).toHaveLength(1);
  return ids[0] as string;
};
/** The Stateful stack's output an alarm of another stack reads the topic's ARN from. */
const topicOutput = (app: SynthesizedApp) => {
  const outputs = Object.entries(app.templates.stateful.toJSON().Outputs as Record<string, { Value: unknown }>);
  return outputs.find(
    ([id, output]) =>
      id.startsWith('PublishOutput') &&
      JSON.stringify(output.Value) === JSON.stringify({ Ref: topicId(app.templates.stateful) }),
  )?.[0];
};
/** A dimension's value as the template has it: a Ref to a resource of the same template, or a literal. */
const dimensionValue = (alarm: Resource, name: string): string =>
  JSON.stringify((alarm.Properties.Dimensions ?? []).find((d: { Name: string }) => d.Name === name)?.Value ?? null);
/** Every value a template reads from another stack (Fn::ImportValue or Fn::GetStackOutput). */
const crossStackReads = (template: Template): string[] =>
  JSON.stringify(template.toJSON()).match(/"Fn::(ImportValue|GetStackOutput)":\{[^}]*\}/g) ?? [];

/** CDK's deploy-time singleton providers (bucket deployments, AwsCustomResource): they run only during a deploy. */
const isDeployTimeSingleton = (id: string) =>
  id.startsWith('CustomCDKBucketDeployment') || isCustomResourceProvider(id);
/** The Lambda@Edge function: its metrics land in the edge locations' regions; the CloudFront 5xx alarm covers it. */
const isEdgeFunction = (id: string) => id.startsWith('PageOriginResponses');

describe('Alarms', () => {
  it('notify one TLS-only topic of the Stateful stack, under no customer-managed key, read by the other stacks from one output', () => {
    const stateful = plain.templates.stateful;
    const topic = topicId(stateful);
    stateful.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.absent() });
    expect(Object.keys(stateful.findResources('AWS::KMS::Key')).filter((id) => id.startsWith('AlarmTopic'))).toEqual(
      [],
    );
    stateful.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: [Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })],
      },
    });
    for (const stack of ['api', 'web', 'operations'] as const) {
      plain.templates[stack].resourceCountIs('AWS::SNS::Topic', 0);
    }
    const output = topicOutput(plain);
    expect(output).toBeDefined();
    expect(allAlarms(plain).length).toBeGreaterThan(0);
    for (const stack of STACKS) {
      for (const alarm of alarms(plain.templates[stack])) {
        expect(alarm.Properties.AlarmActions, stack).toEqual(
          stack === 'stateful'
            ? [{ Ref: topic }]
            : [
                {
                  'Fn::GetStackOutput': expect.objectContaining({
                    StackName: plain.stacks.stateful.stackName,
                    OutputName: output,
                  }),
                },
              ],
        );
        expect(alarm.Properties.TreatMissingData).toBe('notBreaching');
      }
    }
  });

  it('cover every Lambda function with one errors and one throttles alarm on the account aggregate, beside the topic', () => {
    let watched = 0;
    for (const stack of ['stateful', 'api', 'web'] as const) {
      const template = plain.templates[stack];
      watched += Object.keys(template.findResources('AWS::Lambda::Function')).filter(
        (id) => !isDeployTimeSingleton(id) && !isEdgeFunction(id),
      ).length;
    }
    expect(watched).toBeGreaterThan(15);
    for (const [metricName, threshold] of [
      ['Errors', ALARM_THRESHOLDS.functionErrors.threshold],
      ['Throttles', ALARM_THRESHOLDS.functionThrottles.threshold],
    ] as const) {
      for (const stack of STACKS) {
        const onMetric = alarms(plain.templates[stack]).filter(
          (alarm) => alarm.Properties.Namespace === 'AWS/Lambda' && alarm.Properties.MetricName === metricName,
        );
        if (stack !== 'stateful') {
          expect(onMetric, `${stack} ${metricName}`).toEqual([]);
          continue;
        }
        expect(onMetric, metricName).toHaveLength(1);
        // No FunctionName dimension: the metric of every function of the account and region.
        expect(onMetric[0]?.Properties.Dimensions, metricName).toBeUndefined();
        expect(onMetric[0]?.Properties.Threshold).toBe(threshold);
        expect(onMetric[0]?.Properties.Statistic).toBe('Sum');
      }
    }
  });

  it('read at most 13 alarm metrics in all (CloudWatch bills each past the first ten)', () => {
    const metricsOf = (alarm: Resource) =>
      alarm.Properties.MetricName
        ? 1
        : (alarm.Properties.Metrics as { MetricStat?: unknown }[]).filter((m) => m.MetricStat).length;
    for (const app of [plain, full]) {
      expect(allAlarms(app).reduce((sum, alarm) => sum + metricsOf(alarm), 0)).toBeLessThanOrEqual(13);
    }
  });

  it('cover every dead-letter queue with a depth alarm in its own template', () => {
    let queues = 0;
    for (const stack of ['stateful', 'api', 'web'] as const) {
      const template = plain.templates[stack];
      const deadLetters = Object.keys(template.findResources('AWS::SQS::Queue')).filter((id) => /DeadLetter/.test(id));
      queues += deadLetters.length;
      const depth = alarms(template).filter((a) => a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible');
      expect(depth.map((alarm) => dimensionValue(alarm, 'QueueName')).sort(), stack).toEqual(
        deadLetters.map((id) => JSON.stringify({ 'Fn::GetAtt': [id, 'QueueName'] })).sort(),
      );
      for (const alarm of depth) expect(alarm.Properties.Threshold).toBe(ALARM_THRESHOLDS.deadLetterMessages.threshold);
    }
    expect(queues).toBeGreaterThanOrEqual(6);
  });

  it('watch the API 5xx rate, SES and CloudFront with the thresholds of alarm-thresholds.ts, each beside what it watches', () => {
    const byMetric = (stack: (typeof STACKS)[number], namespace: string, metricName: string) =>
      alarms(plain.templates[stack]).filter(
        (a) => a.Properties.Namespace === namespace && a.Properties.MetricName === metricName,
      );
    expect(byMetric('api', 'AWS/ApiGateway', 'Latency')).toEqual([]);

    const withExpression = (stack: (typeof STACKS)[number], pattern: RegExp) =>
      alarms(plain.templates[stack]).filter((a) =>
        (a.Properties.Metrics ?? []).some((m: { Expression?: string }) => pattern.test(m.Expression ?? '')),
      );
    const api5xx = withExpression('api', /errors \/ requests/);
    expect(api5xx).toHaveLength(1);
    expect(api5xx[0]?.Properties.Threshold).toBe(ALARM_THRESHOLDS.api5xxRatePercent.threshold);
    const metricNames = (alarm: Resource) =>
      (alarm.Properties.Metrics as { MetricStat?: { Metric: { MetricName: string } } }[]).flatMap((m) =>
        m.MetricStat ? [m.MetricStat.Metric.MetricName] : [],
      );
    expect(metricNames(api5xx[0] as Resource).sort()).toEqual(['5xx', 'Count']);

    // The table is charted, not alarmed on: its throttles and system errors reach readers as the
    // function errors and 5xx answers watched above.
    expect(
      STACKS.flatMap((stack) => alarms(plain.templates[stack])).filter((a) =>
        JSON.stringify(a.Properties).includes('AWS/DynamoDB'),
      ),
    ).toEqual([]);

    expect(byMetric('stateful', 'AWS/SES', 'Reputation.BounceRate')[0]?.Properties.Threshold).toBe(
      ALARM_THRESHOLDS.sesBounceRate.threshold,
    );
    expect(byMetric('stateful', 'AWS/SES', 'Reputation.ComplaintRate')[0]?.Properties.Threshold).toBe(
      ALARM_THRESHOLDS.sesComplaintRate.threshold,
    );

    const cloudFront = byMetric('web', 'AWS/CloudFront', '5xxErrorRate');
    expect(cloudFront).toHaveLength(1);
    expect(cloudFront[0]?.Properties.Threshold).toBe(ALARM_THRESHOLDS.cloudFront5xxRatePercent.threshold);
    expect(dimensionValue(cloudFront[0] as Resource, 'Region')).toBe('"Global"');
    expect(dimensionValue(cloudFront[0] as Resource, 'DistributionId')).toContain('Distribution');
  });

  it('mail alarmEmail only when it is set', () => {
    plain.templates.stateful.resourceCountIs('AWS::SNS::Subscription', 0);
    full.templates.stateful.resourceCountIs('AWS::SNS::Subscription', 1);
    full.templates.stateful.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: alarmEmail,
      TopicArn: { Ref: topicId(full.templates.stateful) },
    });
  });
});

describe('Dead letters replayed (npm run dlq:replay)', () => {
  it('names every dead-letter queue in an output with where its messages go back: their queue, or the function that failed them', () => {
    const named: string[] = [];
    for (const stack of ['stateful', 'api', 'web'] as const) {
      const template = plain.templates[stack].toJSON();
      const deadLetters = Object.keys(plain.templates[stack].findResources('AWS::SQS::Queue')).filter((id) =>
        /DeadLetter/.test(id),
      );
      const outputs = Object.entries(template.Outputs ?? {}).filter(([id]) => id.startsWith('DeadLetters')) as [
        string,
        { Value: { 'Fn::Join': [string, unknown[]] } },
      ][];
      const replayed = outputs.map(([id, output]) => {
        const [url, arn, kind, target] = output.Value['Fn::Join'][1] as [
          { Ref: string },
          { 'Fn::GetAtt': [string, string] },
          string,
          { Ref?: string; 'Fn::GetAtt'?: [string, string] },
        ];
        expect(output.Value['Fn::Join'][0], id).toBe(' ');
        expect(arn['Fn::GetAtt'], id).toEqual([url.Ref, 'Arn']);
        const queue = url.Ref;
        if (kind === 'redrive') {
          const source = template.Resources[target['Fn::GetAtt']?.[0] ?? ''];
          expect(source?.Properties.RedrivePolicy.deadLetterTargetArn, id).toEqual({ 'Fn::GetAtt': [queue, 'Arn'] });
        } else {
          expect(kind, id).toBe('invoke');
          const failures = Object.values(template.Resources as Record<string, Resource & { Type: string }>).filter(
            (resource) =>
              resource.Type === 'AWS::Lambda::EventInvokeConfig' &&
              JSON.stringify(resource.Properties.FunctionName) === JSON.stringify({ Ref: target.Ref }),
          );
          expect(
            failures.map((config) => config.Properties.DestinationConfig.OnFailure.Destination),
            id,
          ).toEqual([{ 'Fn::GetAtt': [queue, 'Arn'] }]);
        }
        named.push(id);
        return queue;
      });
      expect(replayed.sort(), stack).toEqual(deadLetters.sort());
    }
    expect(named.sort()).toEqual(
      Object.keys(DEAD_LETTER_QUEUES)
        .map((name) => `DeadLetters${name.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase())}`)
        .sort(),
    );
  });
});

describe('Cross-stack references of monitoring', () => {
  it('the Operations stack reads only the API id and the distribution id from the other stacks', () => {
    for (const app of [plain, full]) {
      const reads = [...new Set(crossStackReads(app.templates.operations))].map((read) => JSON.parse(`{${read}}`));
      const outputs = reads.map((read) => Object.values(read)[0] as { StackName: string; OutputName: string });
      expect(outputs.map(({ StackName }) => StackName).sort()).toEqual(
        [app.stacks.api.stackName, app.stacks.web.stackName].sort(),
      );
      const outputValue = ({ StackName, OutputName }: { StackName: string; OutputName: string }) => {
        const stack = StackName === app.stacks.api.stackName ? 'api' : 'web';
        return (app.templates[stack].toJSON().Outputs as Record<string, { Value: { Ref: string } }>)[OutputName]?.Value;
      };
      expect(
        outputs
          .map(outputValue)
          .map((value) => value?.Ref.replace(/[0-9A-F]{8}$/, ''))
          .sort(),
      ).toEqual(['Distribution', 'HttpApi']);
    }
  });

  it('no stack publishes a function, a queue or the table for monitoring', () => {
    const kinds = ['AWS::Lambda::Function', 'AWS::SQS::Queue', 'AWS::DynamoDB::GlobalTable'];
    const readByOthers = new Set(
      STACKS.flatMap((stack) => crossStackReads(plain.templates[stack])).map(
        (read) => (Object.values(JSON.parse(`{${read}}`))[0] as { OutputName: string }).OutputName,
      ),
    );
    for (const stack of STACKS) {
      const template = plain.templates[stack].toJSON();
      for (const [id, output] of Object.entries(template.Outputs ?? {}) as [string, { Value: unknown }][]) {
        if (!readByOthers.has(id)) continue;
        const referenced = JSON.stringify(output.Value).match(/"(?:Ref|Fn::GetAtt)":\[?"([A-Za-z0-9]+)"/)?.[1];
        const type = referenced ? template.Resources[referenced]?.Type : undefined;
        // The Api and Web stacks' functions read the table's name, ARN and stream: application wiring, not monitoring.
        if (type === 'AWS::DynamoDB::GlobalTable') continue;
        expect(kinds, `${stack} output ${id} (${referenced})`).not.toContain(type);
      }
    }
  });
});

describe('Operations dashboard', () => {
  it('charts the business metrics, cold starts, the table, the queues, CloudFront and every function', () => {
    const dashboards = Object.values(plain.templates.operations.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify((dashboards[0] as Resource).Properties.DashboardBody);
    for (const name of Object.keys(BUSINESS_METRICS)) {
      expect(body, name).toContain(`[\\"${METRICS_NAMESPACE}\\",\\"${name}\\",\\"service\\",\\"${METRICS_SERVICE}\\"`);
    }
    expect(body).toContain('@initDuration');
    for (const group of ['auth', 'blog', 'content', 'health']) {
      expect(body, group).toContain(`/aws/lambda/${plain.stacks.api.stackName}/Endpoint-${group}`);
    }
    expect(body).toContain(`/aws/lambda/${plain.stacks.web.stackName}/PageRenderer/Worker-render`);
    for (const text of ['CacheHitRate', 'Requests']) expect(body).toContain(text);
    // The expressions as CloudWatch reads them, without the two levels of JSON escaping around them.
    const searches = body.replace(/\\+"/g, '"').match(/SEARCH\('[^']*'/g) ?? [];
    const search = (schema: string, metricName: string, terms: string) =>
      `SEARCH('{${schema}} MetricName="${metricName}" ${terms}'`;
    for (const stack of [plain.stacks.api.stackName, plain.stacks.web.stackName]) {
      for (const metric of ['Invocations', 'Errors', 'Duration']) {
        expect(searches, `${stack} ${metric}`).toContain(search('AWS/Lambda,FunctionName', metric, stack));
      }
      expect(searches, `${stack} dead letters`).toContain(
        search('AWS/SQS,QueueName', 'ApproximateNumberOfMessagesVisible', `${stack} DeadLetter`),
      );
    }
    for (const metric of [
      'ConsumedReadCapacityUnits',
      'ConsumedWriteCapacityUnits',
      'ReadThrottleEvents',
      'WriteThrottleEvents',
    ]) {
      expect(searches, metric).toContain(search('AWS/DynamoDB,TableName', metric, plain.stacks.stateful.stackName));
    }
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
