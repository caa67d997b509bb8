import { DefaultStackSynthesizer, Stack, Token, Validations } from 'aws-cdk-lib';
import type { Bucket, CfnBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, type BucketDeploymentProps } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';

export interface BucketUploadProps extends BucketDeploymentProps {
  /** A bucket of the same stack: cdk-nag names its ARN by logical id, which is only stable there. */
  readonly destinationBucket: Bucket;
}

/**
 * CDK's BucketDeployment, with the cdk-nag findings on its CDK-provided handler acknowledged.
 * Those findings come from code CDK writes and pins (handler runtime, role and grants), not from ours.
 */
export function bucketUpload(scope: Construct, id: string, props: BucketUploadProps): BucketDeployment {
  const stack = Stack.of(scope);
  if (Stack.of(props.destinationBucket) !== stack) {
    throw new Error(`bucketUpload ${id}: the destination bucket must be in stack ${stack.stackName}`);
  }
  const deployment = new BucketDeployment(scope, id, props);
  const role = deployment.handlerRole;
  const handler = role.node.scope;
  if (handler === undefined) throw new Error(`bucketUpload ${id}: the deployment handler has no construct`);

  const destinationLogicalId = stack.getLogicalId(props.destinationBucket.node.defaultChild as CfnBucket);
  const grants =
    'CDK BucketDeployment handler: CDK grants it read on the staged asset zip and read/write on the ' +
    'destination bucket with these action wildcards; it runs only during a CloudFormation deploy.';
  Validations.of(handler).acknowledge({
    id: 'AwsSolutions-L1',
    reason: 'The BucketDeployment handler runtime is chosen and pinned by aws-cdk-lib, not configurable.',
  });
  Validations.of(role).acknowledge(
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: 'CDK BucketDeployment handler: the managed policy only lets it write its own CloudWatch logs.',
    },
    ...['s3:GetBucket*', 's3:GetObject*', 's3:List*', 's3:Abort*', 's3:DeleteObject*'].map((action) => ({
      id: `AwsSolutions-IAM5[Action::${action}]`,
      reason: grants,
    })),
    {
      id: `AwsSolutions-IAM5[Resource::${assetBucketObjects(stack)}]`,
      reason: 'The handler reads the asset zip CDK staged in the bootstrap asset bucket; object names are hashes.',
    },
    {
      id: `AwsSolutions-IAM5[Resource::<${destinationLogicalId}.Arn>/*]`,
      reason: 'The handler syncs a whole folder tree into the destination bucket, so it needs every key under it.',
    },
  );
  if (props.distribution) {
    Validations.of(role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'CDK grants cloudfront:CreateInvalidation/GetInvalidation on * to invalidate the cache after the upload.',
    });
  }
  return deployment;
}

/**
 * The bootstrap asset bucket's objects as cdk-nag prints them: pseudo parameters as `<AWS::...>`,
 * or their values when the stack is pinned to an account/region (as `cdk synth` does).
 */
function assetBucketObjects(stack: Stack): string {
  const shown = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
  const qualifier = stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const partition = shown(stack.partition, 'Partition');
  return `arn:${partition}:s3:::cdk-${qualifier}-assets-${shown(stack.account, 'AccountId')}-${shown(stack.region, 'Region')}/*`;
}
