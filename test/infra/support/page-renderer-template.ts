import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, expect } from 'vitest';
import { type SynthesizedApp, synthApp } from './synth-app';

// biome-ignore lint/suspicious/noExplicitAny: tests read plain paths out of the synthesized template.
type Resource = { Properties: Record<string, any>; DependsOn?: string[] };
export type Statement = { Action: string | string[]; Resource: unknown; Condition?: unknown };

/**
 * The page renderer's resources in the Web stack's template, for the test files that check it:
 * one whole-app synth per file (registered with that file's beforeAll), and the accessors they share.
 */
export function pageRendererTemplate() {
  let synthesized: SynthesizedApp | undefined;
  let web: Template;
  beforeAll(() => {
    synthesized = synthApp();
    web = synthesized.templates.web;
  });

  const resourcesOf = (type: string) => Object.entries(web.findResources(type)) as Array<[string, Resource]>;
  const onlyOne = (type: string, idPrefix = '') => {
    const found = resourcesOf(type).filter(([id]) => id.startsWith(idPrefix));
    expect(found, `${type} ${idPrefix}`).toHaveLength(1);
    return found[0] as [string, Resource];
  };
  const renderFunction = () => onlyOne('AWS::Lambda::Function', 'PageRendererWorkerrenderFunction');
  const deadLetterQueueId = () => onlyOne('AWS::SQS::Queue', 'PageRendererDeadLetterQueue')[0];
  const renderQueueId = () => onlyOne('AWS::SQS::Queue', 'PageRendererRenderQueue7')[0];
  const statementsOfRenderer = (): Statement[] => {
    const roleId = renderFunction()[1].Properties.Role['Fn::GetAtt'][0];
    return resourcesOf('AWS::IAM::Policy')
      .filter(([, policy]) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]))
      .flatMap(([, policy]) => policy.Properties.PolicyDocument.Statement as Statement[]);
  };
  return {
    web: () => web,
    resourcesOf,
    onlyOne,
    renderFunction,
    deadLetterQueueId,
    queueArn: () => ({ 'Fn::GetAtt': [deadLetterQueueId(), 'Arn'] }),
    renderQueueId,
    renderQueueArn: () => ({ 'Fn::GetAtt': [renderQueueId(), 'Arn'] }),
    streamMapping: () => onlyOne('AWS::Lambda::EventSourceMapping', 'PageRendererWorkerrenderFunctionDynamoDB'),
    statementsOfRenderer,
  };
}

export const actionsOf = (statements: Statement[]) => statements.flatMap((statement) => [statement.Action].flat());
