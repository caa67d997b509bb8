import type { Template } from 'aws-cdk-lib/assertions';
import { AwsCustomResource } from 'aws-cdk-lib/custom-resources';
import { expect } from 'vitest';
import { endpointGroups } from '#shared/routes.ts';

export type Resource = { Properties: Record<string, unknown> & { Role?: { 'Fn::GetAtt': [string, string] } } };
type Statement = { Action: string | string[]; Resource: unknown };

/** CDK's AwsCustomResource provider: it sends a deploy's calls (infra/constructs/invoke-after-deploy.ts), it sends no mail. */
export const isCustomResourceProvider = (logicalId: string) =>
  logicalId.startsWith(`AWS${AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`);

/** The stack's functions but CDK's custom-resource provider: the product's own, each with the site's settings. */
export function productFunctions(template: Template) {
  return Object.entries(template.findResources('AWS::Lambda::Function'))
    .filter(([id]) => !isCustomResourceProvider(id))
    .map(([, fn]) => fn);
}

/**
 * Look-ups in the synthesized Api stack that its test files share. `template` is read at each call,
 * so the helpers can be made before beforeAll has synthesized it.
 */
export function apiTemplateQueries(current: () => Template) {
  /** The endpoint-group functions, keyed by group, found through their construct path `Endpoint-<group>/Function`. */
  function endpointFunctions(): Map<string, Resource> {
    const functions = current().findResources('AWS::Lambda::Function') as Record<string, Resource>;
    const byGroup = new Map<string, Resource>();
    for (const group of endpointGroups) {
      const logicalIdPrefix = `Endpoint${group}Function`;
      const matches = Object.entries(functions).filter(([id]) => id.startsWith(logicalIdPrefix));
      expect(matches, `function of group ${group}`).toHaveLength(1);
      byGroup.set(group, (matches[0] as [string, Resource])[1]);
    }
    return byGroup;
  }

  /** All statements of the policies attached to a function's role. */
  function statementsOf(fn: Resource): Statement[] {
    const roleId = fn.Properties.Role?.['Fn::GetAtt'][0];
    const policies = current().findResources('AWS::IAM::Policy', {
      Properties: { Roles: [{ Ref: roleId }] },
    }) as Record<
      string,
      { Properties: { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } } }
    >;
    return Object.values(policies).flatMap((policy) => policy.Properties.PolicyDocument.Statement);
  }

  const actionsOf = (fn: Resource) => statementsOf(fn).flatMap((statement) => [statement.Action].flat());
  const statementsWith = (fn: Resource, service: string) =>
    statementsOf(fn).filter((statement) => [statement.Action].flat().some((action) => action.startsWith(service)));
  const functionOf = (group: string) => endpointFunctions().get(group) as Resource;
  const variablesOf = (fn: Resource) => (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;

  /** The one resource of `type` whose logical id starts with `prefix`. */
  // biome-ignore lint/suspicious/noExplicitAny: tests read plain paths out of the synthesized template.
  const only = (type: string, prefix: string): [string, { Properties: Record<string, any> }] => {
    const found = Object.entries(current().findResources(type)).filter(([id]) => id.startsWith(prefix));
    expect(found, `${type} ${prefix}`).toHaveLength(1);
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    return found[0] as [string, { Properties: Record<string, any> }];
  };

  return { endpointFunctions, statementsOf, actionsOf, statementsWith, functionOf, variablesOf, only };
}
