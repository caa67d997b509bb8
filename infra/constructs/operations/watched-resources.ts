import type { Stack } from 'aws-cdk-lib';
import { Distribution, experimental } from 'aws-cdk-lib/aws-cloudfront';
import { Function as LambdaFunction, SingletonFunction } from 'aws-cdk-lib/aws-lambda';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import type { IConstruct } from 'constructs';
import { EndpointFunction } from '../endpoint-function';

/** The name a dead-letter queue's construct id carries (`deadLetterQueue()` and any other). */
const DEAD_LETTER_ID = /dead-?letter/i;

export interface WatchedResources {
  /** Every function the site runs: endpoint groups, workers, the page renderer. */
  readonly functions: LambdaFunction[];
  /** The endpoint-group and worker functions, keyed by their construct id (`Endpoint-auth`, `Worker-render`). */
  readonly endpoints: Map<string, EndpointFunction>;
  /** Every queue named a dead-letter queue or serving as another queue's dead-letter queue. */
  readonly deadLetterQueues: Queue[];
  readonly distribution?: Distribution;
}

/**
 * One walk over the watched stacks' construct trees, so a function or a dead-letter queue added
 * later is watched without a list to update. Left out:
 * - CDK's singleton functions (the bucket deployments' and AwsCustomResource's providers): they run
 *   only during a deploy, whose failure CloudFormation already reports and rolls back, and each
 *   watched function costs two alarms;
 * - Lambda@Edge functions: CloudFront runs them in the region of each edge location, where their
 *   metrics land under another name, so an alarm here sees none; their failures are CloudFront 5xx
 *   answers, which the CloudFront alarm watches.
 */
export function watchedResources(stacks: readonly Stack[]): WatchedResources {
  const constructs = stacks.flatMap((stack) => stack.node.findAll());
  const singletonNames = new Set(
    constructs.filter((c): c is SingletonFunction => c instanceof SingletonFunction).map((c) => c.constructName),
  );
  const isSingleton = (fn: LambdaFunction) =>
    singletonNames.has(fn.node.id) && stacks.some((stack) => fn.node.scope === stack);
  const isEdge = (fn: IConstruct) => fn.node.scopes.some((scope) => scope instanceof experimental.EdgeFunction);

  const queues = constructs.filter((c): c is Queue => c instanceof Queue);
  const dlqOfOthers = new Set(queues.flatMap((queue) => (queue.deadLetterQueue ? [queue.deadLetterQueue.queue] : [])));
  const distributions = constructs.filter((c): c is Distribution => c instanceof Distribution);
  if (distributions.length > 1) throw new Error('The operations stack watches one CloudFront distribution');

  return {
    functions: constructs.filter(
      (c): c is LambdaFunction => c instanceof LambdaFunction && !isSingleton(c) && !isEdge(c),
    ),
    endpoints: new Map(
      constructs.filter((c): c is EndpointFunction => c instanceof EndpointFunction).map((c) => [c.node.id, c]),
    ),
    deadLetterQueues: queues.filter((queue) => DEAD_LETTER_ID.test(queue.node.id) || dlqOfOthers.has(queue)),
    ...(distributions[0] ? { distribution: distributions[0] } : {}),
  };
}
