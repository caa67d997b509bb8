import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_PERMISSIONS, permissionsOf } from '../../infra/stacks/endpoint-permissions';
import { endpointGroups, gatewayRouteKey, routes } from '../../shared/routes';
import { type SynthesizedApp, synthApp } from './support/synth-app';

let synthesized: SynthesizedApp;
let template: Template;

beforeAll(() => {
  synthesized = synthApp();
  template = synthesized.templates.api;
});
afterAll(() => synthesized.cleanUp());

type Resource = { Properties: Record<string, unknown> & { Role?: { 'Fn::GetAtt': [string, string] } } };

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
function statementsOf(fn: Resource): { Action: string | string[]; Resource: unknown }[] {
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

describe('endpoint-group functions', () => {
  it('are exactly one Lambda per endpoint group of the route table', () => {
    template.resourceCountIs('AWS::Lambda::Function', endpointGroups.length);
    expect(endpointFunctions().size).toBe(endpointGroups.length);
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
    for (const fn of endpointFunctions().values()) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(variables).sort()).toEqual(
        [
          'APP_VERSION',
          'CONTENT_BUCKET',
          'CORS_ORIGINS',
          'DEMO_ACCOUNTS',
          'SES_FROM_ADDRESS',
          'SITE_OWNER_EMAIL',
          'SITE_URL',
          'TABLE_NAME',
        ].sort(),
      );
      expect(variables).toMatchObject({
        CORS_ORIGINS: '',
        DEMO_ACCOUNTS: 'false',
        SES_FROM_ADDRESS: 'no-reply@example.com',
        SITE_OWNER_EMAIL: 'no-reply@example.com',
      });
    }
  });

  it('use their own role without AWS managed policies', () => {
    for (const fn of endpointFunctions().values()) {
      const roleId = fn.Properties.Role?.['Fn::GetAtt'][0] as string;
      expect(template.findResources('AWS::IAM::Role')[roleId]?.Properties.ManagedPolicyArns).toBeUndefined();
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

  it('let analytics write the table but not touch the content bucket or send mail', () => {
    const analytics = endpointFunctions().get('analytics') as Resource;
    const actions = actionsOf(analytics);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:PutItem']));
    expect(actions.filter((action) => action.startsWith('s3:') || action.startsWith('ses:'))).toEqual([]);
    expect(actions).not.toContain('dynamodb:Scan');
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
