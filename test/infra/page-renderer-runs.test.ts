import { describe, expect, it } from 'vitest';
import { RENDER_TIMEOUT } from '#infra/constructs/page-renderer.ts';
import { DEFAULT_RENDER_UNIT_CONCURRENCY } from '#infra/constructs/render-queue.ts';
import { RENDER_UNIT_MAX_RECEIVES } from '#lambdas/lib/render/render-queue.ts';
import { actionsOf, pageRendererTemplate } from './support/page-renderer-template';
import { synthApp } from './support/synth-app';

/** A full render's resources (docs/rendering.md, "Full renders"): the render queue, render-all after each deploy, their settings. */
const {
  web: webTemplate,
  onlyOne,
  renderFunction,
  renderQueueId,
  renderQueueArn,
  statementsOfRenderer,
} = pageRendererTemplate();

describe('render queue', () => {
  it('hands the renderer one unit at a time, at most 10 at once, with partial batch responses', () => {
    const [, mapping] = onlyOne('AWS::Lambda::EventSourceMapping', 'PageRendererWorkerrenderFunctionSqs');
    expect(mapping.Properties).toEqual({
      EventSourceArn: renderQueueArn(),
      FunctionName: { Ref: renderFunction()[0] },
      BatchSize: 1,
      ScalingConfig: { MaximumConcurrency: DEFAULT_RENDER_UNIT_CONCURRENCY },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(DEFAULT_RENDER_UNIT_CONCURRENCY).toBe(10);
  });

  it('hides a unit for longer than the function may run, and moves it to its own dead-letter queue after 3 deliveries', () => {
    const queue = webTemplate().findResources('AWS::SQS::Queue')[renderQueueId()]?.Properties;
    const deadLetterId = onlyOne('AWS::SQS::Queue', 'PageRendererRenderQueueDeadLetterQueue')[0];
    expect(queue).toEqual({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 86_400,
      VisibilityTimeout: RENDER_TIMEOUT.toSeconds() + 60,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterId, 'Arn'] },
        maxReceiveCount: RENDER_UNIT_MAX_RECEIVES,
      },
    });
    expect(RENDER_UNIT_MAX_RECEIVES).toBe(3);
    expect(webTemplate().findResources('AWS::SQS::Queue')[deadLetterId]?.Properties).toEqual({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 86_400,
      // Declared a dead-letter queue (infra/constructs/dead-letter-queue.ts).
      RedriveAllowPolicy: { redrivePermission: 'allowAll' },
    });
  });

  it('is known to the renderer, which may send units to it and knows after how many deliveries a unit fails for good', () => {
    const variables = renderFunction()[1].Properties.Environment.Variables;
    expect(variables).toMatchObject({
      RENDER_QUEUE_URL: { Ref: renderQueueId() },
      RENDER_MAX_RECEIVES: String(RENDER_UNIT_MAX_RECEIVES),
    });
    const send = statementsOfRenderer().filter(
      (statement) =>
        actionsOf([statement]).includes('sqs:SendMessage') &&
        JSON.stringify(statement.Resource) === JSON.stringify(renderQueueArn()),
    );
    expect(send).toHaveLength(1);
  });
});

describe('render-all after each deploy', () => {
  const renderAll = () => onlyOne('Custom::AWS', 'PageRendererRenderAllAfterDeploy')[1];
  /** The custom resource's call, with each CloudFormation reference replaced by a readable marker. */
  const call = (which: 'Create' | 'Update') =>
    (renderAll().Properties[which]['Fn::Join'][1] as unknown[])
      .map((part) => (typeof part === 'string' ? part : `<${JSON.stringify(part)}>`))
      .join('');

  it('invokes the renderer asynchronously with { "action": "render-all" }, on create and on every update', () => {
    expect(call('Update')).toBe(call('Create'));
    const text = call('Create');
    expect(text).toContain('"service":"Lambda","action":"invoke"');
    expect(text).toContain(`"FunctionName":"<{"Ref":"${renderFunction()[0]}"}>"`);
    expect(text).toContain('"InvocationType":"Event"');
    expect(text).toContain('\\"action\\":\\"render-all\\"');
  });

  /** The deploy's id: the SPA build's object keys (the upload's result) and the renderer's code key. */
  const deployRenderId = () => webTemplate().toJSON().Outputs?.DeployRenderId?.Value;

  it("runs again when the SPA build or the renderer's code changes: the payload's deployId names both", () => {
    // The upload's result: CloudFormation waits for the upload of index.html, and a new build changes it.
    expect(deployRenderId()).toEqual({
      'Fn::Join': [
        '+',
        [
          {
            'Fn::Join': [
              ',',
              { 'Fn::GetAtt': [expect.stringMatching(/^DeploySpaCustomResource/), 'SourceObjectKeys'] },
            ],
          },
          renderFunction()[1].Properties.Code.S3Key,
        ],
      ],
    });
    expect(call('Create')).toContain(`\\"deployId\\":\\"<${JSON.stringify(deployRenderId())}>\\"`);
  });

  it('outputs the deployId, by which npm run deploy follows the run', () => {
    expect(webTemplate().toJSON().Outputs?.DeployRenderId?.Description).toMatch(/render:watch/);
  });

  it('waits for the function and its retry and dead-letter settings, and may invoke that function only', () => {
    const dependsOn = renderAll().DependsOn ?? [];
    expect(dependsOn).toEqual(
      expect.arrayContaining([
        renderFunction()[0],
        expect.stringMatching(/^PageRendererWorkerrenderFunctionEventInvokeConfig/),
      ]),
    );
    const [, policy] = onlyOne('AWS::IAM::Policy', 'PageRendererRenderAllAfterDeployCustomResourcePolicy');
    expect(policy.Properties.PolicyDocument.Statement).toEqual([
      { Effect: 'Allow', Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': [renderFunction()[0], 'Arn'] } },
    ]);
  });
});

describe('with renderConcurrency, renderUnitConcurrency and a site URL', () => {
  it('reserves that concurrency, renders that many units at once and renders links for that origin', {
    timeout: 120_000,
  }, () => {
    const configured = synthApp({
      renderConcurrency: '1',
      renderUnitConcurrency: '4',
      siteUrl: 'https://d1234abcd.cloudfront.net',
    });
    const functions = Object.entries(configured.templates.web.findResources('AWS::Lambda::Function')).filter(([id]) =>
      id.startsWith('PageRendererWorkerrenderFunction'),
    );
    expect(functions).toHaveLength(1);
    expect(functions[0]?.[1].Properties).toMatchObject({
      ReservedConcurrentExecutions: 1,
      Environment: { Variables: expect.objectContaining({ SITE_URL: 'https://d1234abcd.cloudfront.net' }) },
    });
    const unitSources = Object.entries(configured.templates.web.findResources('AWS::Lambda::EventSourceMapping'))
      .filter(([id]) => id.startsWith('PageRendererWorkerrenderFunctionSqs'))
      .map(([, mapping]) => mapping.Properties.ScalingConfig);
    expect(unitSources).toEqual([{ MaximumConcurrency: 4 }]);
  });
});
