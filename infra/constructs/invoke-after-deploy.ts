import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import type { Construct } from 'constructs';

/**
 * Invokes `fn` asynchronously with `payload` when the stack is created, and again whenever the
 * payload changes (CloudFormation updates the custom resource then): name in the payload what the
 * run depends on, and a deploy that changes it runs it again. Asynchronous, so the deploy does not
 * wait for the run; a failure is retried and lands in the function's dead-letter queue. Returns the
 * custom resource, for ordering it after what the run reads.
 */
export function invokeAfterDeploy(
  scope: Construct,
  id: string,
  fn: IFunction,
  payload: { action: string } & Record<string, unknown>,
): AwsCustomResource {
  const invoke = {
    service: 'Lambda',
    action: 'invoke',
    parameters: {
      FunctionName: fn.functionName,
      InvocationType: 'Event',
      Payload: Stack.of(scope).toJsonString(payload),
    },
    physicalResourceId: PhysicalResourceId.of(`${payload.action}-after-deploy`),
  };
  const resource = new AwsCustomResource(scope, id, {
    onCreate: invoke,
    onUpdate: invoke,
    policy: AwsCustomResourcePolicy.fromStatements([
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }),
    ]),
    installLatestAwsSdk: false,
  });
  // After the function's retry and dead-letter settings exist, not only the function.
  resource.node.addDependency(fn);
  const provider = Stack.of(scope).node.tryFindChild(
    `AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`,
  );
  if (provider === undefined)
    throw new Error('invokeAfterDeploy: the AwsCustomResource provider function was not found');
  Validations.of(provider).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason:
      "CDK's AwsCustomResource provider (it invokes a function after a deploy): the managed policy only lets it " +
      'write its own CloudWatch logs; its other permissions are lambda:InvokeFunction on the functions it invokes.',
  });
  return resource;
}
