import { Stack, Stage } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { WAF_RATE_LIMIT_PER_5_MINUTES } from '../../alarm-thresholds';

/** CloudFront takes web ACLs of scope CLOUDFRONT, which exist in us-east-1 only. */
const WEB_ACL_REGION = 'us-east-1';

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

function webAcl(stack: Stack, id: string): CfnWebACL {
  return new CfnWebACL(stack, id, {
    scope: 'CLOUDFRONT',
    defaultAction: { allow: {} },
    visibilityConfig: visibility('PortfolioWebAcl'),
    rules: [
      {
        name: 'AwsCommonRules',
        priority: 0,
        overrideAction: { none: {} },
        statement: {
          managedRuleGroupStatement: {
            vendorName: 'AWS',
            name: 'AWSManagedRulesCommonRuleSet',
            // Counted, not blocked: editors save markdown documents and posts over the rule's 8 KB body limit.
            ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
          },
        },
        visibilityConfig: visibility('AwsCommonRules'),
      },
      {
        name: 'RatePerIp',
        priority: 1,
        action: { block: {} },
        statement: { rateBasedStatement: { limit: WAF_RATE_LIMIT_PER_5_MINUTES, aggregateKeyType: 'IP' } },
        visibilityConfig: visibility('RatePerIp'),
      },
    ],
  });
}

/**
 * Puts a WAF web ACL (AWS common rule set, a rate limit per IP) on the distribution. In us-east-1 the
 * ACL is a resource of the distribution's own stack. Elsewhere it goes to the us-east-1 stack
 * `edgeStackId` (deployed before the Web stack, which holds the Lambda@Edge function already), which
 * stores its ARN in an SSM parameter that the Web stack reads across regions: stacks in two
 * regions share no CloudFormation reference.
 */
export function attachWebAcl(distribution: Distribution, edgeStackId: string): CfnWebACL {
  const web = Stack.of(distribution);
  if (web.region === WEB_ACL_REGION) {
    const acl = webAcl(web, 'WebAcl');
    distribution.attachWebAclId(acl.attrArn);
    return acl;
  }
  const edge = Stage.of(web)?.node.tryFindChild(edgeStackId);
  if (!(edge instanceof Stack)) throw new Error(`waf: the us-east-1 stack ${edgeStackId} was not found`);
  const acl = webAcl(edge, 'WebAcl');
  const parameterName = `/${web.stackName}/web-acl-arn`;
  new StringParameter(edge, 'WebAclArn', { parameterName, stringValue: acl.attrArn });
  const read = {
    service: 'SSM',
    action: 'getParameter',
    parameters: { Name: parameterName },
    region: WEB_ACL_REGION,
    physicalResourceId: PhysicalResourceId.of(parameterName),
  };
  const arn = new AwsCustomResource(web, 'WebAclArnReader', {
    onCreate: read,
    onUpdate: read,
    policy: AwsCustomResourcePolicy.fromStatements([
      new PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: [
          web.formatArn({
            service: 'ssm',
            region: WEB_ACL_REGION,
            resource: 'parameter',
            resourceName: parameterName.slice(1),
          }),
        ],
      }),
    ]),
    installLatestAwsSdk: false,
  });
  web.addStackDependency(edge, 'the web ACL and its ARN parameter are created in the us-east-1 stack');
  distribution.attachWebAclId(arn.getResponseField('Parameter.Value'));
  return acl;
}
