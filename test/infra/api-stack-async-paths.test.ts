import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MAX_RECEIVE_COUNT } from '#infra/constructs/mail-outbox.ts';
import {
  CONTENT_INDEX_RETRIES,
  PUBLISHER_RETRIES,
  PUBLISHER_TIMEOUT_SECONDS,
  RESIZE_RETRIES,
} from '#infra/stacks/api-stack.ts';
import { permissionsOf } from '#infra/stacks/endpoint-permissions.ts';
import { COLLECTIONS, RENDER_DOCUMENTS_ACTION, RENDERED_FOLDER } from '#shared/content.ts';
import { UPLOAD_KEY_PREFIX } from '#shared/media.ts';
import { endpointGroups } from '#shared/routes.ts';
import { PUBLISHER_LOOK_AHEAD_MS } from '#shared/workers.ts';
import { apiTemplateQueries, type Resource } from './support/api-template';
import { type SynthesizedApp, synthApp } from './support/synth-app';

/**
 * The Api stack's asynchronous paths, each with its retries and dead-letter queue: content index
 * rebuilds, the mail outbox, the scheduled-post publisher, the resize worker.
 */
let synthesized: SynthesizedApp;
let template: Template;

beforeAll(() => {
  synthesized = synthApp();
  template = synthesized.templates.api;
});

const { endpointFunctions, statementsOf, actionsOf, statementsWith, functionOf, variablesOf, only } =
  apiTemplateQueries(() => template);

describe('content index rebuilds', () => {
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
    // The stack's rules: this one and the resize worker's (below).
    const rules = template.findResources('AWS::Events::Rule');
    expect(
      Object.keys(rules)
        .map((id) => id.replace(/[0-9A-F]{8}$/, ''))
        .sort(),
    ).toEqual(['ContentChanged', 'MediaUploaded']);
    const rule = only('AWS::Events::Rule', 'ContentChanged')[1].Properties;
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
    // Its own dead-letter queue, and the mail outbox (a review's outcome is mailed to the author).
    const resources = sends.flatMap((statement) => [statement.Resource].flat());
    expect(resources).toContainEqual(deadLetterQueueArn());
    const others = resources.filter((resource) => !JSON.stringify(resource).includes('MailOutboxQueue'));
    expect(others).toEqual([deadLetterQueueArn()]);
  });

  it('keep that queue encrypted and TLS-only for 14 days; EventBridge may send to it for that rule only', () => {
    const [id, queue] = only('AWS::SQS::Queue', 'ContentIndexDeadLetterQueue');
    expect(queue.Properties).toEqual({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 86_400,
      RedriveAllowPolicy: { redrivePermission: 'allowAll' },
    });
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

describe('documents rendered again after a deploy', () => {
  /** The AwsCustomResource's call, its function named by the Ref it holds. */
  const callOf = (create: { 'Fn::Join': [string, Array<string | { Ref: string }>] }) =>
    JSON.parse(create['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : `<${part.Ref}>`)).join('')) as {
      action: string;
      parameters: { FunctionName: string; InvocationType: string; Payload: string };
    };

  it('invoke the content function asynchronously once per collection, naming the rendered folder, so a new renderer renders them', () => {
    const resources = Object.entries(template.findResources('Custom::AWS')).filter(([id]) =>
      id.startsWith('RenderDocuments'),
    );
    const contentFunction = Object.keys(template.findResources('AWS::Lambda::Function')).find((id) =>
      id.startsWith('EndpointcontentFunction'),
    );
    const calls = resources.map(([, resource]) => callOf(resource.Properties.Create));
    expect(calls.map((call) => [call.action, call.parameters.FunctionName, call.parameters.InvocationType])).toEqual(
      COLLECTIONS.map(() => ['invoke', `<${contentFunction}>`, 'Event']),
    );
    expect(calls.map((call) => JSON.parse(call.parameters.Payload))).toEqual(
      COLLECTIONS.map((collection) => ({
        action: RENDER_DOCUMENTS_ACTION,
        collection: collection.id,
        renderedFolder: RENDERED_FOLDER,
      })),
    );
    // The same call on update: a deploy with a new rendered folder changes the payload, so it runs again.
    for (const [, resource] of resources) expect(resource.Properties.Update).toEqual(resource.Properties.Create);
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
      // Declared a dead-letter queue (infra/constructs/dead-letter-queue.ts).
      RedriveAllowPolicy: { redrivePermission: 'allowAll' },
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

  it('names the outbox in an output, for the tools that queue mail as the API does (npm run admin:grant)', () => {
    template.hasOutput('MailQueueUrl', { Value: { Ref: queueId('MailOutboxQueue') } });
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
      const queues = statementsWith(endpoint, 'sqs:').flatMap((statement) => [statement.Resource].flat());
      const outbox = queues.filter((resource) => JSON.stringify(resource).includes('MailOutboxQueue'));
      expect(outbox.length > 0, group).toBe(permissionsOf(group).mailQueue);
      // Besides the outbox, only the content function's own dead-letter queue (rebuilds that failed).
      const others = queues.filter((resource) => !outbox.includes(resource));
      expect(others.length > 0, group).toBe(group === 'content');
      for (const other of others) expect(JSON.stringify(other), group).toContain('ContentIndexDeadLetterQueue');
    }
    expect(endpointGroups.filter((group) => permissionsOf(group).mailQueue).sort()).toEqual([
      'auth',
      'contact',
      'content',
      'projects',
      'users',
    ]);
  });
});

describe('the scheduled-post publisher', () => {
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

describe('image uploads', () => {
  const worker = () => only('AWS::Lambda::Function', 'WorkerresizeFunction');
  const deadLetterQueueArn = () => ({
    'Fn::GetAtt': [only('AWS::SQS::Queue', 'ResizeDeadLetterQueue')[0], 'Arn'],
  });

  it('are resized by a worker on Node 24 arm64 with 1.5 GB and a minute, for sharp', () => {
    expect(worker()[1].Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      TracingConfig: { Mode: 'Active' },
      MemorySize: 1536,
      Timeout: 60,
      Handler: 'index.handler',
    });
  });

  it('reach it from the media bucket: objects created under uploads/ only, through EventBridge', () => {
    const [, rule] = only('AWS::Events::Rule', 'MediaUploaded');
    expect(rule.Properties.EventPattern).toEqual({
      source: ['aws.s3'],
      'detail-type': ['Object Created'],
      detail: {
        bucket: { name: [expect.objectContaining({ 'Fn::GetStackOutput': expect.anything() })] },
        object: { key: [{ prefix: UPLOAD_KEY_PREFIX }] },
      },
    });
    expect(JSON.stringify(rule.Properties.EventPattern.detail.bucket)).toMatch(/MediaBucket/);
  });

  it('retry a delivery EventBridge could not make, then put the event in a dead-letter queue', () => {
    const [, rule] = only('AWS::Events::Rule', 'MediaUploaded');
    expect(rule.Properties.Targets).toEqual([
      {
        Id: 'Target0',
        Arn: { 'Fn::GetAtt': [worker()[0], 'Arn'] },
        RetryPolicy: { MaximumRetryAttempts: RESIZE_RETRIES.delivery },
        DeadLetterConfig: { Arn: deadLetterQueueArn() },
      },
    ]);
  });

  it('retry a run that failed, then send it to the same dead-letter queue, kept encrypted 14 days', () => {
    const [, config] = only('AWS::Lambda::EventInvokeConfig', 'WorkerresizeFunction');
    expect(config.Properties).toEqual({
      FunctionName: { Ref: worker()[0] },
      Qualifier: '$LATEST',
      MaximumRetryAttempts: RESIZE_RETRIES.run,
      DestinationConfig: { OnFailure: { Destination: deadLetterQueueArn() } },
    });
    const [id, queue] = only('AWS::SQS::Queue', 'ResizeDeadLetterQueue');
    expect(queue.Properties).toEqual({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 86_400,
      RedriveAllowPolicy: { redrivePermission: 'allowAll' },
    });
    const [, policy] = only('AWS::SQS::QueuePolicy', 'ResizeDeadLetterQueuePolicy');
    expect(policy.Properties.Queues).toEqual([{ Ref: id }]);
    expect(policy.Properties.PolicyDocument.Statement).toEqual([
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'sqs:SendMessage',
        Principal: { Service: 'events.amazonaws.com' },
        Condition: {
          ArnEquals: { 'aws:SourceArn': { 'Fn::GetAtt': [expect.stringMatching(/^MediaUploaded/), 'Arn'] } },
        },
      }),
    ]);
  });

  it('let the worker read and write the table and the media bucket (its managed policy), and nothing else', () => {
    const fn = worker()[1] as Resource;
    expect(JSON.stringify(variablesOf(fn).MEDIA_BUCKET)).toMatch(/MediaBucket/);
    const actions = actionsOf(fn);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem']));
    expect(actions.filter((action) => /^(s3|ses|kms):/.test(action))).toEqual([]);
    const sends = statementsOf(fn).filter((statement) => [statement.Action].flat().includes('sqs:SendMessage'));
    expect(sends.map((statement) => statement.Resource)).toEqual([deadLetterQueueArn()]);
    const roleId = fn.Properties.Role?.['Fn::GetAtt'][0] as string;
    const attached = template.findResources('AWS::IAM::Role')[roleId]?.Properties.ManagedPolicyArns;
    expect(attached).toHaveLength(1);
    expect(JSON.stringify(attached)).toMatch(/MediaBucketObjectAccessresize/);
    expect(Object.keys(variablesOf(fn)).filter((name) => name.startsWith('JWT_'))).toEqual([]);
  });
});
