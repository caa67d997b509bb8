import { Aws, Duration, Stack, Stage, Token, Validations } from 'aws-cdk-lib';
import { experimental } from 'aws-cdk-lib/aws-cloudfront';
import { ArnPrincipal, type IPrincipal, Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Runtime } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { NOT_FOUND_PAGE_KEY } from '#shared/rendered-pages.ts';
import { bundledScript, LAMBDA_NODE_TARGET } from '../bundling';

/** Source of the default behaviour's origin-response function: a module of infra/edge/ whose `handler` is the function. */
export const ORIGIN_RESPONSE_SOURCE = 'infra/edge/origin-response.ts';

/** Lambda@Edge functions live in us-east-1; CloudFront replicates them to its edge locations. */
export const EDGE_FUNCTION_REGION = 'us-east-1';

/**
 * The same Node.js major as every other function of the site (cdk-nag's AwsSolutions-L1 wants the
 * latest): Lambda@Edge takes the latest Node.js runtimes of Lambda. Lambda@Edge refuses arm64.
 */
const EDGE_RUNTIME = Runtime.NODEJS_24_X;
const EDGE_ARCHITECTURE = Architecture.X86_64;
/** A status check and, for a missing page, one small S3 read (kept a minute): the smallest memory, a timeout far above it. */
export const EDGE_MEMORY_MB = 128;
export const EDGE_TIMEOUT = Duration.seconds(5);

let built: string | undefined;

/**
 * The function's code: infra/edge/origin-response.ts bundled with what it imports (the path rules
 * of shared/rendered-pages.ts) into one CommonJS file for the Lambda runtime, deployed inline (a
 * few kilobytes: no asset to upload to us-east-1). The S3 client is the runtime's own AWS SDK,
 * not bundled. Not minified, so the Lambda console shows readable code.
 */
export function originResponseFunctionCode(): string {
  if (built !== undefined) return built;
  built = bundledScript(ORIGIN_RESPONSE_SOURCE, {
    format: 'cjs',
    platform: 'node',
    target: LAMBDA_NODE_TARGET,
    external: ['@aws-sdk/*'],
  });
  return built;
}

/**
 * The stack the Lambda@Edge function is created in, as cloudfront.experimental.EdgeFunction picks
 * it: the caller's own stack when that is in us-east-1, otherwise the app's stack named `stackId`
 * in us-east-1 (the construct creates it when it is not there yet; it is created here first so
 * that the function's role and its log permissions can live beside the function, in that stack).
 */
function edgeFunctionHome(scope: Construct, stackId: string): Stack {
  const parent = Stack.of(scope);
  if (!Token.isUnresolved(parent.region) && parent.region === EDGE_FUNCTION_REGION) return parent;
  const stage = Stage.of(scope);
  if (!stage) throw new Error('A Lambda@Edge function must belong to a CDK app');
  const existing = stage.node.tryFindChild(stackId);
  if (existing) return existing as Stack;
  return new Stack(stage, stackId, {
    env: { region: EDGE_FUNCTION_REGION, account: parent.account },
    description: `Lambda@Edge functions of ${parent.stackName} (CloudFront runs them from ${EDGE_FUNCTION_REGION})`,
  });
}

export interface PageOriginResponseProps {
  /** Name of the us-east-1 stack that holds the function when the caller's stack is in another region. */
  readonly edgeStackId: string;
  /** The site bucket: the function reads its rendered not-found page. */
  readonly siteBucket: IBucket;
}

/**
 * The default behaviour's origin-response function (infra/edge/origin-response.ts): an address
 * with no page answers 404 with the rendered not-found page instead of S3's error.
 *
 * What Lambda@Edge does not have, on purpose absent here: environment variables (Lambda@Edge
 * refuses them; the function needs no setting), a dead-letter queue or retries (CloudFront calls it
 * synchronously on the visitor's request: a failure is that visitor's 5xx, there is no event to
 * keep), X-Ray tracing, arm64 and reserved concurrency (all refused by Lambda@Edge). cdk-nag's
 * AwsSolutions pack has no rule on any of these, so nothing is acknowledged for them.
 *
 * Its own role, allowed to write its own logs and to read the one object `_pages/404.html` of the
 * site bucket. The bucket's policy grants it, in the bucket's stack: the role may live in
 * us-east-1 and the bucket elsewhere, and stacks in two regions share no reference, so the role
 * has a name of its own stack's (`<edge stack>-<id>`) that the bucket's policy can spell; the
 * edge stack is deployed first. Lambda@Edge writes them in the
 * region of the edge location that ran it, to `/aws/lambda/us-east-1.<function name>`, so the
 * role may create that log group in any region; a test invocation in us-east-1 logs to
 * `/aws/lambda/<function name>`, the log group CDK creates beside the function.
 */
export function pageOriginResponseFunction(
  scope: Construct,
  id: string,
  props: PageOriginResponseProps,
): experimental.EdgeFunction {
  const home = edgeFunctionHome(scope, props.edgeStackId);
  const roleScope = home === Stack.of(scope) ? scope : home;
  // EdgeFunction adds edgelambda.amazonaws.com to the trust policy.
  const roleName = `${home.stackName}-${id}`;
  const role = new Role(roleScope, `${id}Role`, {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    roleName,
    description: 'Lambda@Edge origin-response function of the site: writes its own logs, reads the not-found page',
  });
  const reader: IPrincipal =
    home === Stack.of(scope)
      ? role
      : new ArnPrincipal(
          Stack.of(scope).formatArn({ service: 'iam', region: '', resource: 'role', resourceName: roleName }),
        );
  props.siteBucket.addToResourcePolicy(
    new PolicyStatement({
      actions: ['s3:GetObject'],
      principals: [reader],
      resources: [props.siteBucket.arnForObjects(NOT_FOUND_PAGE_KEY)],
    }),
  );
  const fn = new experimental.EdgeFunction(scope, id, {
    stackId: props.edgeStackId,
    description: 'Answers an address with no page with the not-found page and 404 (origin-response, default behaviour)',
    code: Code.fromInline(originResponseFunctionCode()),
    handler: 'index.handler',
    runtime: EDGE_RUNTIME,
    architecture: EDGE_ARCHITECTURE,
    memorySize: EDGE_MEMORY_MB,
    timeout: EDGE_TIMEOUT,
    role,
  });
  if (Stack.of(fn.lambda) !== home)
    throw new Error(`The Lambda@Edge function ${id} is not in the stack expected for it`);

  const logGroupArn = (region: string, name: string) =>
    `arn:${Aws.PARTITION}:logs:${region}:${Aws.ACCOUNT_ID}:log-group:${name}`;
  const edgeLogGroup = `/aws/lambda/${EDGE_FUNCTION_REGION}.${fn.lambda.functionName}`;
  const ownLogGroup = `/aws/lambda/${fn.lambda.functionName}`;
  // A policy of its own, not the role's default policy: the function depends on that one, and this
  // one names the function.
  const logs = new Policy(roleScope, `${id}Logs`, {
    roles: [role],
    statements: [
      new PolicyStatement({
        actions: ['logs:CreateLogGroup', 'logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [
          logGroupArn('*', edgeLogGroup),
          `${logGroupArn('*', edgeLogGroup)}:*`,
          `${logGroupArn(EDGE_FUNCTION_REGION, ownLogGroup)}:*`,
        ],
      }),
    ],
  });
  const functionId = home.getLogicalId(fn.lambda.node.defaultChild as never);
  const finding = (resource: string) => `AwsSolutions-IAM5[Resource::${resource}]`;
  const edgeArn = `arn:<AWS::Partition>:logs:*:<AWS::AccountId>:log-group:/aws/lambda/${EDGE_FUNCTION_REGION}.<${functionId}>`;
  Validations.of(logs).acknowledge(
    {
      id: finding(edgeArn),
      reason:
        'Lambda@Edge writes its logs in the region of whichever edge location ran it, to /aws/lambda/us-east-1.<function ' +
        'name>, and creates that log group there: the regions are not known in advance. Only this log group name.',
    },
    {
      id: finding(`${edgeArn}:*`),
      reason:
        'The log streams of that log group, created per function instance at run time, in any region (see above).',
    },
    {
      id: finding(
        `arn:<AWS::Partition>:logs:${EDGE_FUNCTION_REGION}:<AWS::AccountId>:log-group:/aws/lambda/<${functionId}>:*`,
      ),
      reason:
        'The log streams of its own us-east-1 log group (test invocations), created per function instance at run time.',
    },
  );
  return fn;
}
