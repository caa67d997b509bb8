import { describe, expect, it } from 'vitest';
import {
  ASYNC_RETRY_ATTEMPTS,
  CONTENT_EVENT_DELIVERY,
  RENDER_BUNDLE_PATH,
  RENDER_MEMORY_MB,
  RENDER_TIMEOUT,
  RENDER_WORKER,
  renderBundlingCommands,
  STREAM_BATCH,
} from '#infra/constructs/page-renderer.ts';
import { RENDER_RUN_KEYS } from '#infra/constructs/render-queue.ts';
import { SPA_SERVER_ENTRY, SPA_SERVER_MODULE } from '#infra/constructs/spa-source.ts';
import { RENDERED_ENTITIES } from '#lambdas/lib/render/dependants.ts';
import { SOCIAL_CARD_BUNDLE_FILES } from '#lambdas/lib/render/social-card/package-files.ts';
import { COLLECTIONS } from '#shared/content.ts';
import { workerFunctions } from '#shared/workers.ts';
import { actionsOf, pageRendererTemplate, type Statement } from './support/page-renderer-template';

const {
  web: webTemplate,
  onlyOne,
  renderFunction,
  deadLetterQueueId,
  queueArn,
  renderQueueArn,
  streamMapping,
  statementsOfRenderer,
} = pageRendererTemplate();
const onSpaBucket = (statement: Statement) => JSON.stringify(statement.Resource).includes('SpaBucket');

describe('render function', () => {
  it('is the render worker of shared/workers.ts, the one Lambda of its own in the Web stack', () => {
    expect(workerFunctions).toContain(RENDER_WORKER);
    renderFunction();
  });

  it('runs Node 24 on arm64 with 1024 MB and a 5-minute timeout, without reserved concurrency by default', () => {
    const [, fn] = renderFunction();
    expect(fn.Properties).toMatchObject({
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      MemorySize: RENDER_MEMORY_MB,
      Timeout: RENDER_TIMEOUT.toSeconds(),
      TracingConfig: { Mode: 'Active' },
    });
    expect(RENDER_MEMORY_MB).toBe(1024);
    expect(fn.Properties.Timeout).toBe(300);
    expect(fn.Properties).not.toHaveProperty('ReservedConcurrentExecutions');
  });

  it('knows the site bucket, content bucket, table, API, site origin and server build it renders with', () => {
    const variables = renderFunction()[1].Properties.Environment.Variables;
    expect(variables).toMatchObject({
      SITE_BUCKET: { Ref: expect.stringMatching(/^SpaBucket/) },
      CONTENT_BUCKET: {
        'Fn::GetStackOutput': expect.objectContaining({ OutputName: expect.stringMatching(/ContentBucket/) }),
      },
      TABLE_NAME: { 'Fn::GetStackOutput': expect.objectContaining({ OutputName: expect.stringMatching(/RefTable/) }) },
      RENDER_API_URL: {
        'Fn::Join': [
          '',
          [
            { 'Fn::GetStackOutput': expect.objectContaining({ OutputName: expect.stringMatching(/ApiEndpoint/) }) },
            '/api',
          ],
        ],
      },
      // Without a custom domain or siteUrl, the distribution's own name (known in this stack).
      SITE_URL: {
        'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^Distribution/), 'DomainName'] }]],
      },
      RENDER_BUNDLE: RENDER_BUNDLE_PATH,
    });
    expect(RENDER_BUNDLE_PATH).toBe(`/var/task/ssr/${SPA_SERVER_MODULE}`);
  });

  it('may write only under _pages/ and _search/ of the site bucket, read index.html, list both, and delete only index objects and its queue messages', () => {
    const site = statementsOfRenderer().filter(onSpaBucket);
    const objects = (key: string) => ({
      'Fn::Join': ['', [{ 'Fn::GetAtt': [expect.stringMatching(/^SpaBucket/), 'Arn'] }, key]],
    });
    expect(site).toEqual([
      {
        Effect: 'Allow',
        Action: ['s3:GetObject', 's3:PutObject'],
        Resource: [objects('/_pages/*'), objects('/_search/*')],
      },
      { Effect: 'Allow', Action: 's3:DeleteObject', Resource: objects('/_search/*') },
      { Effect: 'Allow', Action: 's3:GetObject', Resource: objects('/index.html') },
      {
        Effect: 'Allow',
        Action: 's3:ListBucket',
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^SpaBucket/), 'Arn'] },
        Condition: { StringLike: { 's3:prefix': ['_pages/*', '_search/*'] } },
      },
    ]);
    // It deletes only old search index versions and gone pages' records (no page, card or other
    // object), and the render queue's messages it has rendered (its event source does).
    const deletes = statementsOfRenderer().filter((statement) => actionsOf([statement]).some((a) => /Delete/.test(a)));
    expect(
      deletes.map((statement) => [actionsOf([statement]).filter((a) => /Delete/.test(a)), statement.Resource]),
    ).toEqual(
      expect.arrayContaining([
        [['s3:DeleteObject'], objects('/_search/*')],
        [['sqs:DeleteMessage'], renderQueueArn()],
      ]),
    );
    expect(deletes).toHaveLength(2);
  });

  it('reads the table (items and indexes) and the content bucket, writes only its full renders’ progress, and touches no mail or key', () => {
    const statements = statementsOfRenderer();
    const actions = actionsOf(statements);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:GetItem', 's3:ListBucket']));
    for (const forbidden of ['dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:Scan']) {
      expect(actions).not.toContain(forbidden);
    }
    // Its writes: the items of a full render only (keyed by the run), never a post, project or account.
    const writes = statements.filter((statement) =>
      actionsOf([statement]).some((action) => action === 'dynamodb:PutItem' || action === 'dynamodb:UpdateItem'),
    );
    expect(writes).toEqual([
      {
        Effect: 'Allow',
        Action: ['dynamodb:ConditionCheckItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem'],
        Resource: expect.objectContaining({ 'Fn::GetStackOutput': expect.anything() }),
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': RENDER_RUN_KEYS } },
      },
    ]);
    expect(RENDER_RUN_KEYS).toEqual(['$portfolio#runId_*', '$portfolio#deployId_*']);
    expect(actions.filter((action) => /^(ses|kms):/.test(action))).toEqual([]);
    // Content objects through the content bucket's read-only managed policy (Stateful stack).
    const roleId = renderFunction()[1].Properties.Role['Fn::GetAtt'][0];
    const managed = JSON.stringify(webTemplate().findResources('AWS::IAM::Role')[roleId]?.Properties.ManagedPolicyArns);
    expect(managed).toMatch(/ObjectAccessread/);
    expect(managed).not.toMatch(/ObjectAccessreadwrite/);
    // Old versions of the six collection indexes only: an index's write is compared with the one before it.
    const history = statements.filter((statement) => actionsOf([statement]).some((action) => /Version/.test(action)));
    const indexKeys = COLLECTIONS.map(({ id }) => `content/_index/${id}.json`);
    expect(history.map((statement) => actionsOf([statement]))).toEqual([
      ['s3:GetObjectVersion'],
      ['s3:ListBucketVersions'],
    ]);
    expect(
      JSON.stringify(history[0]?.Resource)
        .match(/content\/_index\/[a-z-]+\.json/g)
        ?.sort(),
    ).toEqual(indexKeys.sort());
    const listing = history[1]?.Condition as { StringEquals?: { 's3:prefix'?: string[] } } | undefined;
    expect([...(listing?.StringEquals?.['s3:prefix'] ?? [])].sort()).toEqual(indexKeys);
  });

  it('ships the server build and the social card files: built and copied after esbuild', () => {
    const commands = renderBundlingCommands('/repo', '/bundle');
    const script = commands.join('\n');
    expect(commands[0]).toBe("cd '/repo'");
    expect(script).toContain(
      `'npx' 'vite' 'build' '--config' 'web/vite.config.ts' '--ssr' '${SPA_SERVER_ENTRY}' '--outDir' '/bundle/ssr' '--emptyOutDir'`,
    );
    expect(script).toContain(`printf '%s\\n' '{"type":"module"}' > '/bundle/ssr/package.json'`);
    for (const file of SOCIAL_CARD_BUNDLE_FILES) {
      expect(script).toContain(`cp '/repo/node_modules/${file}' '/bundle/node_modules/${file}'`);
    }
    expect(renderBundlingCommands("/it's", '/out')[0]).toBe(`cd '/it'\\''s'`);
  });
});

describe('table stream event source', () => {
  it('feeds the renderer batches from the latest position, retried, bisected, with partial batch responses', () => {
    const [, mapping] = streamMapping();
    expect(mapping.Properties).toEqual({
      EventSourceArn: {
        'Fn::GetStackOutput': expect.objectContaining({ OutputName: expect.stringMatching(/Table\w*StreamArn/) }),
      },
      FunctionName: { Ref: renderFunction()[0] },
      StartingPosition: 'LATEST',
      BatchSize: STREAM_BATCH.size,
      MaximumBatchingWindowInSeconds: STREAM_BATCH.window.toSeconds(),
      MaximumRetryAttempts: STREAM_BATCH.retryAttempts,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: queueArn() } },
      FilterCriteria: expect.anything(),
    });
    expect(STREAM_BATCH).toMatchObject({ size: 25, retryAttempts: 3 });
  });

  it('passes only records of posts, projects and blog nodes, and of accounts deleted, restored or removed; not page views, sessions, counters or sign-ins', () => {
    const [, mapping] = streamMapping();
    const filters = mapping.Properties.FilterCriteria.Filters as { Pattern: string }[];
    // Alternatives: a put or update of such an item (new image), an update or delete of one (old
    // image); an account deleted (new image) or restored (old image), and one removed for good.
    const deletedUser = { __edb_e__: { S: ['user'] }, isDeleted: { BOOL: [true] } };
    expect(filters.map((filter) => JSON.parse(filter.Pattern))).toEqual([
      { dynamodb: { NewImage: { __edb_e__: { S: ['post', 'project', 'blogNode', 'mediaUsage'] } } } },
      { dynamodb: { OldImage: { __edb_e__: { S: ['post', 'project', 'blogNode', 'mediaUsage'] } } } },
      { dynamodb: { NewImage: deletedUser } },
      { dynamodb: { OldImage: deletedUser } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: ['user'] } } } },
    ]);
    expect([...RENDERED_ENTITIES]).toEqual(['post', 'project', 'blogNode', 'mediaUsage']);
  });

  it('lets the renderer read that stream only', () => {
    const stream = statementsOfRenderer().filter((statement) =>
      [statement.Action].flat().some((action) => action.startsWith('dynamodb:GetRecords')),
    );
    expect(stream).toHaveLength(1);
    expect(JSON.stringify(stream[0]?.Resource)).toMatch(/StreamArn/);
  });
});

describe('content events', () => {
  it('send index and rendered-document objects of the content bucket to the renderer, with retries and a DLQ', () => {
    const [, rule] = onlyOne('AWS::Events::Rule', 'PageRendererContentRendered');
    expect(rule.Properties.EventPattern).toEqual({
      source: ['aws.s3'],
      'detail-type': ['Object Created', 'Object Deleted'],
      detail: {
        bucket: {
          name: [
            {
              'Fn::GetStackOutput': expect.objectContaining({ OutputName: expect.stringMatching(/RefContentBucket/) }),
            },
          ],
        },
        object: { key: [{ prefix: 'content/_index/' }, { prefix: 'content/_rendered/' }] },
      },
    });
    expect(rule.Properties.Targets).toEqual([
      {
        Id: 'Target0',
        Arn: { 'Fn::GetAtt': [renderFunction()[0], 'Arn'] },
        RetryPolicy: {
          MaximumRetryAttempts: CONTENT_EVENT_DELIVERY.retryAttempts,
          MaximumEventAgeInSeconds: CONTENT_EVENT_DELIVERY.maxEventAge.toSeconds(),
        },
        DeadLetterConfig: { Arn: queueArn() },
      },
    ]);
  });

  it('and a render they start that fails is retried by Lambda, then sent to the DLQ', () => {
    const [, config] = onlyOne('AWS::Lambda::EventInvokeConfig');
    expect(config.Properties).toEqual({
      FunctionName: { Ref: renderFunction()[0] },
      Qualifier: '$LATEST',
      MaximumRetryAttempts: ASYNC_RETRY_ATTEMPTS,
      DestinationConfig: { OnFailure: { Destination: queueArn() } },
    });
  });
});

describe('dead-letter queue', () => {
  it('is encrypted, TLS-only and keeps messages 14 days; EventBridge may send to it for that rule only', () => {
    const id = deadLetterQueueId();
    expect(webTemplate().findResources('AWS::SQS::Queue')[id]?.Properties).toEqual({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 86_400,
      // Declared a dead-letter queue (infra/constructs/dead-letter-queue.ts).
      RedriveAllowPolicy: { redrivePermission: 'allowAll' },
    });
    const [, policy] = onlyOne('AWS::SQS::QueuePolicy', 'PageRendererDeadLetterQueuePolicy');
    expect(policy.Properties.PolicyDocument.Statement).toEqual([
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'sqs:SendMessage',
        Principal: { Service: 'events.amazonaws.com' },
        Condition: {
          ArnEquals: {
            'aws:SourceArn': { 'Fn::GetAtt': [expect.stringMatching(/^PageRendererContentRendered/), 'Arn'] },
          },
        },
      }),
    ]);
  });

  it('receives what the renderer itself gives up on (stream batches, asynchronous renders); it sends to no other queue but the render queue', () => {
    const sqs = statementsOfRenderer().filter((statement) => actionsOf([statement]).includes('sqs:SendMessage'));
    expect(sqs.map((statement) => statement.Resource)).toEqual(expect.arrayContaining([queueArn(), renderQueueArn()]));
    expect(sqs).toHaveLength(2);
  });
});
