import { Annotations, type App, type Environment, RemovalPolicies } from 'aws-cdk-lib';
import { readConfig } from '../config';
import { siteAlarms } from '../constructs/operations/alarms';
import { attachWebAcl } from '../constructs/operations/site-web-acl';
import { watchedResources } from '../constructs/operations/watched-resources';
import { scopeServiceInvokesToAccount } from '../constructs/permission-source-account';
import { registerNag } from '../nag';
import { ApiStack } from './api-stack';
import { OperationsStack } from './operations-stack';
import { StatefulStack } from './stateful-stack';
import { WebStack } from './web-stack';

/** The CDK CLI's region when neither the environment nor the AWS profile names one. */
export const DEFAULT_REGION = 'us-east-1';

export interface PortfolioStacks {
  readonly stateful: StatefulStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly operations: OperationsStack;
}

/** The whole site, as `cdk synth` builds it; tests call this too so they check the same stacks. */
export function buildApp(app: App): PortfolioStacks {
  const config = readConfig(app);
  registerNag(app);
  scopeServiceInvokesToAccount(app);

  // Pinned to the CLI's account and region. The account may stay open (environment-agnostic), the
  // region may not: the Web stack's Lambda@Edge function (cloudfront.experimental.EdgeFunction) needs
  // to know whether it is in us-east-1. Without a region, the one the CDK CLI itself falls back to
  // when none is configured, so a synth outside the CLI (tests) builds what `cdk synth` builds.
  const { CDK_DEFAULT_ACCOUNT: account, CDK_DEFAULT_REGION: region = DEFAULT_REGION } = process.env;
  const env: Environment = { ...(account ? { account } : {}), region };
  const prefix = `Portfolio-${config.stage}`;
  const edgeStackId = `${prefix}-Edge`;

  const stateful = new StatefulStack(app, `${prefix}-Stateful`, {
    env,
    description:
      'Portfolio site data: the DynamoDB table, the content and media buckets, the JWT signing key and the alarm topic',
    stage: config.stage,
    siteUrl: config.siteUrl,
    keepData: config.keepData,
    signingKey: config.signingKey,
    signingKeyVersion: config.signingKeyVersion,
    ...(config.alarmEmail === undefined ? {} : { alarmEmail: config.alarmEmail }),
  });
  const api = new ApiStack(app, `${prefix}-Api`, {
    env,
    description: 'Portfolio site HTTP API and its endpoint-group Lambdas',
    config,
    table: stateful.table,
    contentBucket: stateful.contentBucket,
    mediaBucket: stateful.mediaBucket,
    jwtKey: stateful.jwtKey,
  });
  const web = new WebStack(app, `${prefix}-Web`, {
    env,
    description: 'Portfolio site CloudFront distribution, SPA bucket and upload, and the page renderer',
    config,
    api: api.api,
    contentBucket: stateful.contentBucket,
    mediaBucket: stateful.mediaBucket,
    table: stateful.table,
    edgeStackId,
  });
  const watched = watchedResources([stateful, api, web]);
  if (config.waf) {
    if (!watched.distribution) throw new Error('waf: the Web stack has no CloudFront distribution');
    attachWebAcl(watched.distribution, edgeStackId);
  }
  // Each alarm goes into the stack of what it watches; all of them notify the Stateful stack's topic.
  siteAlarms({ topic: stateful.alarmTopic, watched, api: api.api });
  const operations = new OperationsStack(app, `${prefix}-Operations`, {
    env,
    description: 'Portfolio site dashboard and monthly cost budget',
    config,
    watched,
    api: api.api,
    table: stateful.table,
  });
  for (const warning of config.warnings) Annotations.of(stateful).addWarningV2('@portfolio/keep-data', warning);
  // A disposable stage leaves nothing behind: also the log groups, and those of CDK's own helper
  // functions, which CloudFormation would otherwise retain.
  if (!config.keepData) RemovalPolicies.of(app).destroy();
  return { stateful, api, web, operations };
}
