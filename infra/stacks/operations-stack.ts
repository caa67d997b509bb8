import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';
import { siteDashboard } from '../constructs/operations/site-dashboard';
import type { WatchedResources } from '../constructs/operations/watched-resources';

/** Percentages of the monthly budget at which AWS Budgets mails the alarm address (actual cost). */
export const BUDGET_NOTIFICATION_PERCENTAGES = [80, 100] as const;

export interface OperationsStackProps extends StackProps {
  readonly config: AppConfig;
  /** The functions, dead-letter queues and distribution the dashboard charts. */
  readonly watched: WatchedResources;
  readonly api: IHttpApi;
  readonly table: ITableV2;
}

/**
 * The site's dashboard and its monthly cost budget. The alarms and their topic are not here: each
 * alarm sits in the stack of what it watches (infra/constructs/operations/alarms.ts), the topic in
 * the Stateful stack. This stack reads two values of the others, the API's id and the
 * distribution's id; it finds functions, queues and the table by their stacks' names.
 */
export class OperationsStack extends Stack {
  constructor(scope: Construct, id: string, props: OperationsStackProps) {
    super(scope, id, props);
    const { config, watched } = props;

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

    new CfnOutput(this, 'DashboardName', { value: dashboard.dashboardName });
  }
}
