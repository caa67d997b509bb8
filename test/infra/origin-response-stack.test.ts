import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EDGE_FUNCTION_REGION,
  EDGE_MEMORY_MB,
  EDGE_TIMEOUT,
  originResponseFunctionCode,
} from '#infra/constructs/origin-response-function.ts';
import { DEFAULT_REGION } from '#infra/stacks/portfolio-app.ts';
import { type SynthesizedApp, synthApp } from './support/synth-app';

/** Where the Web stack's origin-response function (Lambda@Edge) is synthesized, and what it is. */
let synthesized: SynthesizedApp;
let template: Template;

beforeAll(() => {
  synthesized = synthApp();
  template = synthesized.templates.web;
});

// biome-ignore lint/suspicious/noExplicitAny: tests read plain paths out of the synthesized template.
type Resource = { Properties: Record<string, any>; DependsOn?: string[] };

/** What the origin-response function is, wherever its stack is. */
function expectOriginResponseFunction(edge: Template): void {
  const functions = Object.entries(edge.findResources('AWS::Lambda::Function')) as [string, Resource][];
  const found = functions.filter(([id]) => id.startsWith('PageOriginResponses'));
  expect(found).toHaveLength(1);
  const [, fn] = found[0] as [string, Resource];
  // Lambda@Edge: x86_64 only, no environment variables, no X-Ray, no dead-letter queue (CloudFront
  // calls it synchronously, a failure is the visitor's 5xx), no reserved concurrency.
  expect(fn.Properties).toEqual({
    Architectures: ['x86_64'],
    Code: { ZipFile: originResponseFunctionCode() },
    Description: expect.any(String),
    Handler: 'index.handler',
    MemorySize: EDGE_MEMORY_MB,
    Role: { 'Fn::GetAtt': [expect.stringMatching(/^PageOriginResponsesRole/), 'Arn'] },
    Runtime: 'nodejs24.x',
    Timeout: EDGE_TIMEOUT.toSeconds(),
  });
  edge.hasResourceProperties('AWS::IAM::Role', {
    AssumeRolePolicyDocument: {
      Statement: [Match.objectLike({ Principal: { Service: ['edgelambda.amazonaws.com', 'lambda.amazonaws.com'] } })],
    },
  });
  // Its own role, no managed policy: its own log groups only (in every region for the edge's logs).
  const roles = Object.entries(edge.findResources('AWS::IAM::Role')) as [string, Resource][];
  const role = roles.find(([id]) => id.startsWith('PageOriginResponsesRole'))?.[1];
  expect(role?.Properties.ManagedPolicyArns).toBeUndefined();
  const policies = Object.values(edge.findResources('AWS::IAM::Policy')) as Resource[];
  const statements = policies
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes('PageOriginResponsesRole'))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement);
  expect(statements).toHaveLength(1);
  expect(statements[0].Action).toEqual(['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents']);
  const resources = JSON.stringify(statements[0].Resource);
  expect(resources).toContain(':logs:*:');
  expect(resources).toContain(':log-group:/aws/lambda/us-east-1.');
}

/** The statements of the Web stack's bucket policies that let the function read one object, the not-found page. */
function notFoundPageGrants(web: Template) {
  const policies = Object.values(web.findResources('AWS::S3::BucketPolicy')) as Resource[];
  return policies
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
    .filter((statement) => JSON.stringify(statement.Resource).includes('/_pages/404.html'));
}

describe('origin-response function (Lambda@Edge)', () => {
  it(`is in ${EDGE_FUNCTION_REGION}: with the stacks there (the CLI's default region), in the Web stack itself`, () => {
    expect(DEFAULT_REGION).toBe(EDGE_FUNCTION_REGION);
    const fn = synthesized.stacks.web.pageOriginResponse;
    expect(Stack.of(fn.lambda)).toBe(synthesized.stacks.web);
    expect(Stack.of(fn.lambda).region).toBe(EDGE_FUNCTION_REGION);
    expectOriginResponseFunction(template);
    const grants = notFoundPageGrants(template);
    expect(grants).toHaveLength(1);
    expect(grants[0].Action).toBe('s3:GetObject');
    expect(JSON.stringify(grants[0].Principal)).toMatch(/PageOriginResponsesRole/);
  });

  describe('with the stacks in another region', () => {
    let elsewhere: SynthesizedApp;
    beforeAll(() => {
      const saved = process.env.CDK_DEFAULT_REGION;
      process.env.CDK_DEFAULT_REGION = 'eu-west-1';
      try {
        // With the WAF opt-in too: its web ACL must also live in us-east-1 (one synth for both).
        elsewhere = synthApp({ waf: 'true' });
      } finally {
        if (saved === undefined) delete process.env.CDK_DEFAULT_REGION;
        else process.env.CDK_DEFAULT_REGION = saved;
      }
    }, 120_000);

    it(`is in a stack of its own in ${EDGE_FUNCTION_REGION}, which the Web stack depends on`, () => {
      const { web } = elsewhere.stacks;
      expect(web.region).toBe('eu-west-1');
      const edgeStack = Stack.of(web.pageOriginResponse.lambda);
      expect(edgeStack).not.toBe(web);
      expect(edgeStack.stackName).toBe('Portfolio-dev-Edge');
      expect(edgeStack.region).toBe(EDGE_FUNCTION_REGION);
      expect(web.dependencies).toContain(edgeStack);
      const edge = Template.fromStack(edgeStack);
      expectOriginResponseFunction(edge);
      edge.resourceCountIs('AWS::Lambda::Version', 1);
      const inWebStack = Object.keys(elsewhere.templates.web.findResources('AWS::Lambda::Function'));
      expect(inWebStack.filter((id) => id.startsWith('PageOriginResponses'))).toEqual([]);
    });

    it('reads the not-found page through the bucket policy, naming its role as the edge stack names it', () => {
      const edgeStack = Stack.of(elsewhere.stacks.web.pageOriginResponse.lambda);
      const roleName = `${edgeStack.stackName}-PageOriginResponses`;
      Template.fromStack(edgeStack).hasResourceProperties('AWS::IAM::Role', { RoleName: roleName });
      const grants = notFoundPageGrants(elsewhere.templates.web);
      expect(grants).toHaveLength(1);
      expect(grants[0].Action).toBe('s3:GetObject');
      expect(JSON.stringify(grants[0].Principal)).toContain(`:role/${roleName}`);
    });

    it('is associated with the default behaviour through its version ARN, read across regions at deploy time', () => {
      const distribution = Object.values(elsewhere.templates.web.findResources('AWS::CloudFront::Distribution'))[0];
      expect(distribution?.Properties.DistributionConfig.DefaultCacheBehavior.LambdaFunctionAssociations).toEqual([
        {
          EventType: 'origin-response',
          LambdaFunctionARN: { 'Fn::GetAtt': [expect.stringMatching(/^PageOriginResponsesArnReader/), 'FunctionArn'] },
        },
      ]);
      elsewhere.templates.web.hasResourceProperties('Custom::CrossRegionStringParameterReader', {
        Region: EDGE_FUNCTION_REGION,
      });
    });

    it('with waf: true, puts the web ACL in the us-east-1 stack and attaches it by an ARN read across regions', () => {
      const edgeStack = Stack.of(elsewhere.stacks.web.pageOriginResponse.lambda);
      const edge = Template.fromStack(edgeStack);
      const acls = Object.entries(edge.findResources('AWS::WAFv2::WebACL')) as [string, Resource][];
      expect(acls).toHaveLength(1);
      const [aclId, acl] = acls[0] as [string, Resource];
      expect(acl.Properties.Scope).toBe('CLOUDFRONT');
      elsewhere.templates.web.resourceCountIs('AWS::WAFv2::WebACL', 0);
      const parameterName = `/${elsewhere.stacks.web.stackName}/web-acl-arn`;
      edge.hasResourceProperties('AWS::SSM::Parameter', {
        Name: parameterName,
        Value: { 'Fn::GetAtt': [aclId, 'Arn'] },
      });
      const readers = Object.entries(elsewhere.templates.web.findResources('Custom::AWS')) as [string, Resource][];
      const reader = readers.find(([id]) => id.startsWith('WebAclArnReader'));
      expect(reader).toBeDefined();
      const [readerId, readerResource] = reader as [string, Resource];
      expect(JSON.stringify(readerResource.Properties.Create)).toContain(parameterName);
      expect(JSON.stringify(readerResource.Properties.Create)).toContain(EDGE_FUNCTION_REGION);
      const distribution = Object.values(elsewhere.templates.web.findResources('AWS::CloudFront::Distribution'))[0];
      expect(distribution?.Properties.DistributionConfig.WebACLId).toEqual({
        'Fn::GetAtt': [readerId, 'Parameter.Value'],
      });
      const findings = elsewhere.validationReport.pluginReports.flatMap((report) => report.violations);
      expect(findings).toEqual([]);
    });
  });
});
