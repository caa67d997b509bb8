import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { RENDER_WORKER } from '#infra/constructs/page-renderer.ts';
import { ENDPOINT_PERMISSIONS, permissionsOf } from '#infra/stacks/endpoint-permissions.ts';
import { endpointGroups, gatewayRouteKey, routes } from '#shared/routes.ts';
import { workerFunctions } from '#shared/workers.ts';
import { apiTemplateQueries, isCustomResourceProvider, productFunctions, type Resource } from './support/api-template';
import { type SynthesizedApp, synthApp } from './support/synth-app';

let synthesized: SynthesizedApp;
let template: Template;

beforeAll(() => {
  synthesized = synthApp();
  template = synthesized.templates.api;
});

/** The workers of this stack: the page renderer lives in the Web stack, beside the bucket it writes. */
const apiWorkers = workerFunctions.filter((worker) => worker !== RENDER_WORKER);

const { endpointFunctions, statementsOf, actionsOf, statementsWith, functionOf, variablesOf } = apiTemplateQueries(
  () => template,
);

describe('endpoint-group functions', () => {
  it('are exactly one Lambda per endpoint group of the route table (besides the workers)', () => {
    expect(apiWorkers).toEqual(['mail', 'publisher', 'resize']);
    // And CDK's one provider of the calls made after a deploy (the documents rendered again).
    const functions = Object.keys(template.findResources('AWS::Lambda::Function'));
    expect(functions.filter(isCustomResourceProvider)).toHaveLength(1);
    expect(functions).toHaveLength(endpointGroups.length + apiWorkers.length + 1);
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
      // The default signingKey (`secret`); jwt-signing-key.test.ts covers both places of the key.
      const { jwt } = permissionsOf(group);
      const jwtNames = jwt === 'none' ? [] : ['JWT_AUDIENCE', 'JWT_ISSUER', 'JWT_PUBLIC_JWKS'];
      if (jwt === 'sign') jwtNames.push('JWT_SIGNING_SECRET_ARN');
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
          ...(permissionsOf(group).mediaBucket === 'none' ? [] : ['MEDIA_BUCKET']),
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

  it('let analytics write the table and check tokens (admin summary), but not sign, send mail or touch content', () => {
    const analytics = functionOf('analytics');
    const actions = actionsOf(analytics);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem', 'dynamodb:PutItem']));
    expect(actions.filter((action) => /^(s3|ses):/.test(action))).toEqual([]);
    expect(actions).not.toContain('dynamodb:Scan');
    expect(actions.filter((action) => /^(kms|secretsmanager):/.test(action))).toEqual([]);
  });

  it('keep health, which never reads a token, away from the JWT key', () => {
    expect(actionsOf(functionOf('health')).filter((action) => /^(kms|secretsmanager):/.test(action))).toEqual([]);
  });

  it('let auth read the JWT signing secret and queue mail on the outbox (no SES of its own), not touch content', () => {
    const auth = functionOf('auth');
    const [secret, ...otherSecrets] = statementsWith(auth, 'secretsmanager:');
    expect(otherSecrets).toEqual([]);
    expect([secret?.Action].flat().sort()).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
    expect(secret?.Resource).toEqual(variablesOf(auth).JWT_SIGNING_SECRET_ARN);

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

  it('let users check tokens with the public keys only: no signing secret, no mail, no content', () => {
    const users = functionOf('users');
    expect(variablesOf(users)).toHaveProperty('JWT_PUBLIC_JWKS');
    const actions = actionsOf(users);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:UpdateItem']));
    expect(actions.filter((action) => /^(s3|ses|kms|secretsmanager):/.test(action))).toEqual([]);
  });

  it('give the API document, built from code alone, no table, content, mail or key access', () => {
    const actions = actionsOf(functionOf('openapi'));
    expect(actions.filter((action) => /^(dynamodb|s3|ses|kms|secretsmanager):/.test(action))).toEqual([]);
  });

  it('give the media bucket, through its managed policy, to the groups whose row says so and to no other', () => {
    const mediaPolicy = (access: string) => new RegExp(`MediaBucketObjectAccess${access}`);
    for (const [group, fn] of endpointFunctions()) {
      const access = permissionsOf(group).mediaBucket;
      const roleId = fn.Properties.Role?.['Fn::GetAtt'][0] as string;
      const attached = JSON.stringify(template.findResources('AWS::IAM::Role')[roleId]?.Properties.ManagedPolicyArns);
      if (access === 'none') {
        expect(attached ?? '', group).not.toMatch(/MediaBucket/);
        expect(variablesOf(fn).MEDIA_BUCKET, group).toBeUndefined();
      } else {
        expect(attached, group).toMatch(mediaPolicy(access));
        expect(JSON.stringify(variablesOf(fn).MEDIA_BUCKET), group).toMatch(/MediaBucket/);
      }
      // Inline statements never name the media bucket: its object access is the managed policy alone.
      expect(JSON.stringify(statementsOf(fn)), group).not.toMatch(/MediaBucket/);
    }
    // The media endpoints presign uploads and delete; only the resize worker reads an upload.
    expect(endpointGroups.filter((group) => permissionsOf(group).mediaBucket === 'resize')).toEqual([]);
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

  it('sends as the sender address, an SES identity it leaves to a stage that keeps its data, without a custom domain', () => {
    template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    expect(JSON.stringify(template.findResources('AWS::IAM::Policy'))).toContain(':identity/no-reply@example.com');
  });
});

describe('with a site URL but no custom domain', () => {
  it('links the mail of every function to the given CloudFront address', () => {
    const withSiteUrl = synthApp({ siteUrl: 'https://d1234abcd.cloudfront.net' });
    const functions = productFunctions(withSiteUrl.templates.api);
    expect(functions).toHaveLength(endpointGroups.length + apiWorkers.length);
    for (const fn of functions) {
      expect(fn.Properties.Environment.Variables.SITE_URL).toBe('https://d1234abcd.cloudfront.net');
      // Passwords are hashed at scrypt's full cost in AWS: the cheaper test cost is never deployed.
      expect(fn.Properties.Environment.Variables).not.toHaveProperty('PASSWORD_HASH_LOG2_COST');
    }
    // Passkeys: the relying party is the site's host, the one origin the site's.
    const auth = functions.filter((fn) => fn.Properties.Environment.Variables.WEBAUTHN_RP_ID !== undefined);
    expect(auth.map((fn) => fn.Properties.Environment.Variables)).toEqual([
      expect.objectContaining({
        WEBAUTHN_RP_ID: 'd1234abcd.cloudfront.net',
        WEBAUTHN_ORIGINS: 'https://d1234abcd.cloudfront.net',
      }),
    ]);
  });
});
