import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtEnvironment, jwtSettings } from '#infra/constructs/jwt-signing-key.ts';
import { MAIL_MAX_RECEIVE_COUNT } from '#infra/constructs/mail-outbox.ts';
import { RENDER_WORKER } from '#infra/constructs/page-renderer.ts';
import { CONTENT_INDEX_RETRIES, PUBLISHER_RETRIES, PUBLISHER_TIMEOUT_SECONDS } from '#infra/stacks/api-stack.ts';
import { ENDPOINT_PERMISSIONS, permissionsOf } from '#infra/stacks/endpoint-permissions.ts';
import { endpointGroups, gatewayRouteKey, routes } from '#shared/routes.ts';
import { PUBLISHER_LOOK_AHEAD_MS, workerFunctions } from '#shared/workers.ts';
import { type SynthesizedApp, synthApp } from './support/synth-app';

let synthesized: SynthesizedApp;
let template: Template;

beforeAll(() => {
  synthesized = synthApp();
  template = synthesized.templates.api;
});
afterAll(() => synthesized.cleanUp());

type Resource = { Properties: Record<string, unknown> & { Role?: { 'Fn::GetAtt': [string, string] } } };
type Statement = { Action: string | string[]; Resource: unknown };

/** The workers of this stack: the page renderer lives in the Web stack, beside the bucket it writes. */
const apiWorkers = workerFunctions.filter((worker) => worker !== RENDER_WORKER);

/** The endpoint-group functions, keyed by group, found through their construct path `Endpoint-<group>/Function`. */
function endpointFunctions(): Map<string, Resource> {
  const functions = template.findResources('AWS::Lambda::Function') as Record<string, Resource>;
  const byGroup = new Map<string, Resource>();
  for (const group of endpointGroups) {
    const logicalIdPrefix = `Endpoint${group}Function`;
    const matches = Object.entries(functions).filter(([id]) => id.startsWith(logicalIdPrefix));
    expect(matches, `function of group ${group}`).toHaveLength(1);
    byGroup.set(group, (matches[0] as [string, Resource])[1]);
  }
  return byGroup;
}

/** All statements of the policies attached to a function's role. */
function statementsOf(fn: Resource): Statement[] {
  const roleId = fn.Properties.Role?.['Fn::GetAtt'][0];
  const policies = template.findResources('AWS::IAM::Policy', {
    Properties: { Roles: [{ Ref: roleId }] },
  }) as Record<
    string,
    { Properties: { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } } }
  >;
  return Object.values(policies).flatMap((policy) => policy.Properties.PolicyDocument.Statement);
}

const actionsOf = (fn: Resource) => statementsOf(fn).flatMap((statement) => [statement.Action].flat());
const statementsWith = (fn: Resource, service: string) =>
  statementsOf(fn).filter((statement) => [statement.Action].flat().some((action) => action.startsWith(service)));
const functionOf = (group: string) => endpointFunctions().get(group) as Resource;
const variablesOf = (fn: Resource) => (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;

/** The Api stack's reference to the Stateful stack's key ARN: an output named after the key's `Arn` attribute. */
const JWT_KEY_ARN_REFERENCE = /"OutputName":"PublishOutputFnGetAttJwtSigningKey\w*Arn\w*"/;

describe('endpoint-group functions', () => {
  it('are exactly one Lambda per endpoint group of the route table (besides the workers)', () => {
    expect(apiWorkers).toEqual(['mail', 'publisher']);
    template.resourceCountIs('AWS::Lambda::Function', endpointGroups.length + apiWorkers.length);
    expect([...endpointFunctions().keys()].sort()).toEqual([...endpointGroups].sort());
  });

  it('run Node 24 on arm64 with active tracing, 512 MB and a 10 s timeout', () => {
    for (const fn of endpointFunctions().values()) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        MemorySize: 512,
        Timeout: 10,
        Handler: 'index.handler',
      });
    }
  });

  it('log to their own log group with a retention period', () => {
    const logGroups = template.findResources('AWS::Logs::LogGroup');
    for (const fn of endpointFunctions().values()) {
      const logGroupId = (fn.Properties.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
      expect(logGroups[logGroupId]?.Properties.RetentionInDays).toBe(30);
    }
    template.resourceCountIs('Custom::LogRetention', 0);
  });

  it('receive the settings the handlers read, with no NODE_OPTIONS', () => {
    for (const [group, fn] of endpointFunctions()) {
      const variables = variablesOf(fn);
      const jwtNames = permissionsOf(group).jwt === 'none' ? [] : ['JWT_AUDIENCE', 'JWT_ISSUER', 'JWT_KMS_KEY_ID'];
      expect(Object.keys(variables).sort(), group).toEqual(
        [
          'APP_VERSION',
          'CONTENT_BUCKET',
          'CORS_ORIGINS',
          'DEMO_ACCOUNTS',
          'SES_FROM_ADDRESS',
          'SITE_OWNER_EMAIL',
          'SITE_URL',
          'TABLE_NAME',
          ...jwtNames,
          ...(permissionsOf(group).mailQueue ? ['MAIL_QUEUE_URL'] : []),
          ...(group === 'auth' ? ['WEBAUTHN_ORIGINS', 'WEBAUTHN_RP_ID'] : []),
        ].sort(),
      );
      expect(variables).toMatchObject({
        CORS_ORIGINS: '',
        DEMO_ACCOUNTS: 'false',
        SES_FROM_ADDRESS: 'no-reply@example.com',
        SITE_OWNER_EMAIL: 'no-reply@example.com',
        SITE_URL: '',
      });
    }
  });

  it('give the JWT key ARN, issuer and audience to the groups that sign or check tokens, not to health', () => {
    expect(jwtEnvironment('arn:key', jwtSettings('dev'))).toEqual({
      JWT_KMS_KEY_ID: 'arn:key',
      JWT_ISSUER: 'portfolio-dev',
      JWT_AUDIENCE: 'portfolio-dev-api',
    });
    for (const group of ['auth', 'users', 'analytics']) {
      const variables = variablesOf(functionOf(group));
      expect(variables, group).toMatchObject({ JWT_ISSUER: 'portfolio-dev', JWT_AUDIENCE: 'portfolio-dev-api' });
      expect(JSON.stringify(variables.JWT_KMS_KEY_ID), group).toMatch(JWT_KEY_ARN_REFERENCE);
    }
    expect(Object.keys(variablesOf(functionOf('health'))).filter((name) => name.startsWith('JWT_'))).toEqual([]);
  });

  it('use their own role without AWS managed policies', () => {
    for (const fn of endpointFunctions().values()) {
      const roleId = fn.Properties.Role?.['Fn::GetAtt'][0] as string;
      const attached = template.findResources('AWS::IAM::Role')[roleId]?.Properties.ManagedPolicyArns ?? [];
      // Only our own content policy (from the Stateful stack) may be attached, never an AWS one.
      expect(JSON.stringify(attached)).not.toContain(':aws:policy/');
    }
  });
});

describe('endpoint-group permissions', () => {
  it('exist for every endpoint group of the route table', () => {
    for (const group of endpointGroups) expect(permissionsOf(group)).toBe(ENDPOINT_PERMISSIONS[group]);
  });

  it('stop synthesis with a clear message for a group without an entry', () => {
    expect(() => permissionsOf('newsletter')).toThrow(
      /Endpoint group "newsletter" \(shared\/routes.ts\) has no entry in infra\/stacks\/endpoint-permissions.ts/,
    );
  });

  it('let health read one item and check the content bucket, but not write or scan', () => {
    const health = endpointFunctions().get('health') as Resource;
    const actions = actionsOf(health);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 's3:ListBucket']));
    for (const forbidden of [
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:Scan',
      's3:GetObject',
      's3:PutObject',
    ]) {
      expect(actions).not.toContain(forbidden);
    }
  });

  it('let analytics write the table and read the JWT public key (admin summary), but not sign, send mail or touch content', () => {
    const analytics = functionOf('analytics');
    const actions = actionsOf(analytics);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:PutItem']));
    expect(actions.filter((action) => /^(s3|ses):/.test(action))).toEqual([]);
    expect(actions).not.toContain('dynamodb:Scan');
    const kms = statementsWith(analytics, 'kms:');
    expect(kms.flatMap((statement) => [statement.Action].flat())).toEqual(['kms:GetPublicKey']);
    expect(JSON.stringify(kms[0]?.Resource)).toMatch(JWT_KEY_ARN_REFERENCE);
  });

  it('keep health, which never reads a token, away from KMS', () => {
    expect(statementsWith(functionOf('health'), 'kms:')).toEqual([]);
  });

  it('let auth sign tokens with the JWT key and queue mail on the outbox (no SES of its own), not touch content', () => {
    const auth = functionOf('auth');
    const [kms, ...otherKms] = statementsWith(auth, 'kms:');
    expect(otherKms).toEqual([]);
    expect([kms?.Action].flat().sort()).toEqual(['kms:GetPublicKey', 'kms:Sign']);
    expect(kms?.Resource).toEqual(variablesOf(auth).JWT_KMS_KEY_ID);
    expect(JSON.stringify(kms?.Resource)).toMatch(JWT_KEY_ARN_REFERENCE);

    expect(statementsWith(auth, 'ses:')).toEqual([]);
    const [sqs, ...otherSqs] = statementsWith(auth, 'sqs:');
    expect(otherSqs).toEqual([]);
    expect([sqs?.Action].flat()).toContain('sqs:SendMessage');
    expect([sqs?.Action ?? []].flat().filter((action) => /Receive|Delete/.test(action))).toEqual([]);
    expect(JSON.stringify(sqs?.Resource)).toMatch(/MailOutboxQueue/);

    const actions = actionsOf(auth);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']));
    expect(actions.filter((action) => action.startsWith('s3:'))).toEqual([]);
  });

  it('let users read the JWT public key only: no signing, no mail, no content', () => {
    const users = functionOf('users');
    const kms = statementsWith(users, 'kms:');
    expect(kms.flatMap((statement) => [statement.Action].flat())).toEqual(['kms:GetPublicKey']);
    expect(JSON.stringify(kms[0]?.Resource)).toMatch(JWT_KEY_ARN_REFERENCE);
    const actions = actionsOf(users);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
    expect(actions.filter((action) => /^(s3|ses):/.test(action) || action === 'kms:Sign')).toEqual([]);
  });

  it('give the API document, built from code alone, no table, content, mail or key access', () => {
    const actions = actionsOf(functionOf('openapi'));
    expect(actions.filter((action) => /^(dynamodb|s3|ses|kms):/.test(action))).toEqual([]);
  });

  it('name the table indexes one by one instead of index/*', () => {
    const resources = JSON.stringify([...endpointFunctions().values()].flatMap(statementsOf).map((s) => s.Resource));
    expect(resources).toContain('/index/gsi1');
    expect(resources).toContain('/index/gsi2');
    expect(resources).not.toContain('/index/*');
  });
});

describe('HTTP API', () => {
  it('has one route per route-table entry, keyed METHOD /api/path', () => {
    const routeKeys = Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
      (route) => route.Properties.RouteKey,
    );
    expect(routeKeys.sort()).toEqual(routes.map(gatewayRouteKey).sort());
  });

  it('sends each route to the Lambda integration of its group, one integration per group', () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', endpointGroups.length);
    template.allResourcesProperties('AWS::ApiGatewayV2::Integration', {
      IntegrationType: 'AWS_PROXY',
      PayloadFormatVersion: '2.0',
    });
  });

  it('throttles the default stage and writes JSON access logs to a log group with retention', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: 100, ThrottlingRateLimit: 50 },
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^AccessLogs'), 'Arn'] },
        Format: Match.stringLikeRegexp('"requestId":"\\$context.requestId"'),
      },
    });
    const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
    const format = JSON.parse(stage?.Properties.AccessLogSettings.Format);
    expect(format).toMatchObject({ routeKey: '$context.routeKey', status: '$context.status' });
    const logGroupId = stage?.Properties.AccessLogSettings.DestinationArn['Fn::GetAtt'][0];
    expect(template.findResources('AWS::Logs::LogGroup')[logGroupId]?.Properties.RetentionInDays).toBe(30);
  });

  it('answers no CORS preflight, since the site calls it same-origin through CloudFront', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { CorsConfiguration: Match.absent() });
  });

  it('has the sender address as SES identity when there is no custom domain', () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'no-reply@example.com' });
  });
});

describe('with a site URL but no custom domain', () => {
  it('links the mail of every function to the given CloudFront address', () => {
    const withSiteUrl = synthApp({ siteUrl: 'https://d1234abcd.cloudfront.net' });
    try {
      const functions = Object.values(withSiteUrl.templates.api.findResources('AWS::Lambda::Function'));
      expect(functions).toHaveLength(endpointGroups.length + apiWorkers.length);
      for (const fn of functions) {
        expect(fn.Properties.Environment.Variables.SITE_URL).toBe('https://d1234abcd.cloudfront.net');
      }
      // Passkeys: the relying party is the site's host, the one origin the site's.
      const auth = functions.filter((fn) => fn.Properties.Environment.Variables.WEBAUTHN_RP_ID !== undefined);
      expect(auth.map((fn) => fn.Properties.Environment.Variables)).toEqual([
        expect.objectContaining({
          WEBAUTHN_RP_ID: 'd1234abcd.cloudfront.net',
          WEBAUTHN_ORIGINS: 'https://d1234abcd.cloudfront.net',
        }),
      ]);
    } finally {
      withSiteUrl.cleanUp();
    }
  });
});

describe('content index rebuilds', () => {
  // biome-ignore lint/suspicious/noExplicitAny: tests read plain paths out of the synthesized template.
  const only = (type: string, prefix: string): [string, { Properties: Record<string, any> }] => {
    const found = Object.entries(template.findResources(type)).filter(([id]) => id.startsWith(prefix));
    expect(found, `${type} ${prefix}`).toHaveLength(1);
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    return found[0] as [string, { Properties: Record<string, any> }];
  };
  const contentFunctionId = () => {
    const ids = Object.keys(template.findResources('AWS::Lambda::Function')).filter((id) =>
      id.startsWith('EndpointcontentFunction'),
    );
    expect(ids).toHaveLength(1);
    return ids[0] as string;
  };
  const deadLetterQueueArn = () => ({
    'Fn::GetAtt': [only('AWS::SQS::Queue', 'ContentIndexDeadLetterQueue')[0], 'Arn'],
  });

  it('send markdown (only .md keys: not the indexes and rendered documents) created or deleted in the content bucket, and deployed seeds, to the content function', () => {
    const rules = Object.values(template.findResources('AWS::Events::Rule'));
    expect(rules).toHaveLength(1);
    const rule = rules[0]?.Properties;
    expect(rule.EventPattern).toMatchObject({
      source: ['aws.s3'],
      'detail-type': ['Object Created', 'Object Deleted'],
      detail: { object: { key: [{ wildcard: 'content/*.md' }, { wildcard: '_seed/*.md' }] } },
    });
    expect(JSON.stringify(rule.Targets)).toContain(contentFunctionId());
  });

  it('retry a delivery EventBridge could not make, then put the event in a dead-letter queue', () => {
    const [, rule] = only('AWS::Events::Rule', 'ContentChanged');
    expect(rule.Properties.Targets).toEqual([
      {
        Id: 'Target0',
        Arn: { 'Fn::GetAtt': [contentFunctionId(), 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: CONTENT_INDEX_RETRIES.delivery },
        DeadLetterConfig: { Arn: deadLetterQueueArn() },
      },
    ]);
  });

  it('retry a rebuild that failed (an asynchronous invocation), then send it to the same dead-letter queue', () => {
    const [, config] = only('AWS::Lambda::EventInvokeConfig', 'EndpointcontentFunction');
    expect(config.Properties).toEqual({
      FunctionName: { Ref: contentFunctionId() },
      Qualifier: '$LATEST',
      MaximumRetryAttempts: CONTENT_INDEX_RETRIES.run,
      DestinationConfig: { OnFailure: { Destination: deadLetterQueueArn() } },
    });
    const sends = statementsOf(functionOf('content')).filter((statement) =>
      [statement.Action].flat().includes('sqs:SendMessage'),
    );
    expect(sends.map((statement) => statement.Resource)).toEqual([deadLetterQueueArn()]);
  });

  it('keep that queue encrypted and TLS-only for 14 days; EventBridge may send to it for that rule only', () => {
    const [id, queue] = only('AWS::SQS::Queue', 'ContentIndexDeadLetterQueue');
    expect(queue.Properties).toEqual({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 86_400 });
    const [, policy] = only('AWS::SQS::QueuePolicy', 'ContentIndexDeadLetterQueuePolicy');
    expect(policy.Properties.Queues).toEqual([{ Ref: id }]);
    expect(policy.Properties.PolicyDocument.Statement).toEqual([
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'sqs:SendMessage',
        Principal: { Service: 'events.amazonaws.com' },
        Condition: {
          ArnEquals: { 'aws:SourceArn': { 'Fn::GetAtt': [expect.stringMatching(/^ContentChanged/), 'Arn'] } },
        },
      }),
    ]);
  });
});

describe('mail outbox', () => {
  const queues = () =>
    template.findResources('AWS::SQS::Queue') as Record<string, { Properties: Record<string, unknown> }>;
  const queueId = (prefix: string) => Object.keys(queues()).find((id) => id.startsWith(prefix)) as string;
  const worker = () => {
    const functions = template.findResources('AWS::Lambda::Function') as Record<string, Resource>;
    const matches = Object.entries(functions).filter(([id]) => id.startsWith('Workermail'));
    expect(matches).toHaveLength(1);
    return (matches[0] as [string, Resource])[1];
  };

  it('is a queue with SSE and a dead-letter queue after a bounded number of attempts', () => {
    expect(Object.keys(queues()).filter((id) => id.startsWith('MailOutbox'))).toHaveLength(2);
    const dlq = queueId('MailOutboxDeadLetterQueue');
    const queue = queueId('MailOutboxQueue');
    template.hasResourceProperties('AWS::SQS::Queue', {
      SqsManagedSseEnabled: true,
      VisibilityTimeout: 60,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlq, 'Arn'] }, maxReceiveCount: MAIL_MAX_RECEIVE_COUNT },
    });
    expect(queues()[dlq]?.Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 86_400,
    });
    expect(queues()[dlq]?.Properties.RedrivePolicy).toBeUndefined();
    // Both refuse plain HTTP (AwsSolutions-SQS4).
    const policies = Object.entries(template.findResources('AWS::SQS::QueuePolicy'))
      .filter(([id]) => id.startsWith('MailOutbox'))
      .map(([, policy]) => policy);
    expect(JSON.stringify(policies)).toContain('aws:SecureTransport');
    expect(
      policies
        .flatMap((policy) => policy.Properties.Queues)
        .map((ref) => ref.Ref)
        .sort(),
    ).toEqual([dlq, queue].sort());
  });

  it('feeds the mail worker through an SQS event source that reports batch item failures', () => {
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: { 'Fn::GetAtt': [queueId('MailOutboxQueue'), 'Arn'] },
      FunctionName: { Ref: Match.stringLikeRegexp('^Workermail') },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('lets the worker, and only the worker, send through SES; it consumes the queue and reads accounts', () => {
    const fn = worker();
    const actions = actionsOf(fn);
    expect(actions).toEqual(
      expect.arrayContaining([
        'ses:SendEmail',
        'sqs:ReceiveMessage',
        'sqs:DeleteMessage',
        'sqs:ChangeMessageVisibility',
      ]),
    );
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem']));
    expect(actions.filter((action) => /^(s3|kms):/.test(action))).toEqual([]);
    expect(Object.keys(variablesOf(fn))).toContain('MAIL_QUEUE_URL');
    for (const [group, endpoint] of endpointFunctions()) {
      expect(statementsWith(endpoint, 'ses:'), group).toEqual([]);
      const queues = statementsWith(endpoint, 'sqs:');
      const outbox = queues.filter((statement) => JSON.stringify(statement.Resource).includes('MailOutboxQueue'));
      expect(outbox.length > 0, group).toBe(permissionsOf(group).mailQueue);
      // Besides the outbox, only the content function's own dead-letter queue (rebuilds that failed).
      const others = queues.filter((statement) => !outbox.includes(statement));
      expect(others.length > 0, group).toBe(group === 'content');
      for (const other of others)
        expect(JSON.stringify(other.Resource), group).toContain('ContentIndexDeadLetterQueue');
    }
    expect(endpointGroups.filter((group) => permissionsOf(group).mailQueue).sort()).toEqual([
      'auth',
      'contact',
      'users',
    ]);
  });
});

describe('the scheduled-post publisher', () => {
  // biome-ignore lint/suspicious/noExplicitAny: tests read plain paths out of the synthesized template.
  const only = (type: string, prefix: string): [string, { Properties: Record<string, any> }] => {
    const found = Object.entries(template.findResources(type)).filter(([id]) => id.startsWith(prefix));
    expect(found, `${type} ${prefix}`).toHaveLength(1);
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    return found[0] as [string, { Properties: Record<string, any> }];
  };
  const queueArn = () => ({ 'Fn::GetAtt': [only('AWS::SQS::Queue', 'PublisherDeadLetterQueue')[0], 'Arn'] });

  it('runs every minute from an EventBridge Scheduler schedule, retried, then dead-lettered', () => {
    const [functionId, fn] = only('AWS::Lambda::Function', 'WorkerpublisherFunction');
    expect(fn.Properties.Timeout).toBe(PUBLISHER_TIMEOUT_SECONDS);
    expect(PUBLISHER_TIMEOUT_SECONDS * 1000).toBeGreaterThan(PUBLISHER_LOOK_AHEAD_MS);
    const [, schedule] = only('AWS::Scheduler::Schedule', 'PublisherSchedule');
    expect(schedule.Properties).toMatchObject({
      ScheduleExpression: 'rate(1 minute)',
      FlexibleTimeWindow: { Mode: 'OFF' },
      Target: {
        Arn: { 'Fn::GetAtt': [functionId, 'Arn'] },
        Input: JSON.stringify({ lookAheadMs: PUBLISHER_LOOK_AHEAD_MS }),
        RetryPolicy: { MaximumRetryAttempts: PUBLISHER_RETRIES.delivery },
        DeadLetterConfig: { Arn: queueArn() },
      },
    });
    const [, config] = only('AWS::Lambda::EventInvokeConfig', 'WorkerpublisherFunction');
    expect(config.Properties).toMatchObject({
      FunctionName: { Ref: functionId },
      MaximumRetryAttempts: PUBLISHER_RETRIES.run,
      DestinationConfig: { OnFailure: { Destination: queueArn() } },
    });
  });
});
