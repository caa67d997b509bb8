import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';
import { alarmTopic } from '../constructs/operations/alarm-topic';
import { siteAlarms } from '../constructs/operations/alarms';
import { siteDashboard } from '../constructs/operations/site-dashboard';
import { watchedResources } from '../constructs/operations/watched-resources';

/** Percentages of the monthly budget at which AWS Budgets mails the alarm address (actual cost). */
export const BUDGET_NOTIFICATION_PERCENTAGES = [80, 100] as const;

export interface OperationsStackProps extends StackProps {
  readonly config: AppConfig;
  /** The stacks whose functions, dead-letter queues and distribution are watched. */
  readonly watchedStacks: readonly Stack[];
  readonly api: IHttpApi;
  readonly table: ITableV2;
}

/**
 * What watches the site: an alarm topic, the alarms, one dashboard and the monthly cost budget.
 * Deployed after the stacks it watches, whose resources it names.
 */
export class OperationsStack extends Stack {
  readonly topic: Topic;
  readonly alarms: Alarm[];

  constructor(scope: Construct, id: string, props: OperationsStackProps) {
    super(scope, id, props);
    const { config } = props;
    const watched = watchedResources(props.watchedStacks);

    this.topic = alarmTopic(this, 'AlarmTopic', config.alarmEmail);
    this.alarms = siteAlarms(this, { topic: this.topic, watched, api: props.api, table: props.table });
    const dashboard = siteDashboard(this, 'Dashboard', {
      watched,
      api: props.api,
      table: props.table,
      dashboardName: `Portfolio-${config.stage}`,
    });

    // Budgets mails the address itself: no topic policy for budgets.amazonaws.com and no key grant.
    // Without an address the budget still shows its spend in the Billing console, but mails no one.
    const { alarmEmail } = config;
    new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: `Portfolio-${config.stage}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        budgetLimit: { amount: config.monthlyBudgetUsd, unit: 'USD' },
      },
      notificationsWithSubscribers:
        alarmEmail === undefined
          ? []
          : BUDGET_NOTIFICATION_PERCENTAGES.map((threshold) => ({
              notification: {
                notificationType: 'ACTUAL',
                comparisonOperator: 'GREATER_THAN',
                threshold,
                thresholdType: 'PERCENTAGE',
              },
              subscribers: [{ subscriptionType: 'EMAIL', address: alarmEmail }],
            })),
    });

    new CfnOutput(this, 'AlarmTopicArn', { value: this.topic.topicArn });
    new CfnOutput(this, 'DashboardName', { value: dashboard.dashboardName });
  }
}
