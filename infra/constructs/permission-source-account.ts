import { Aspects, type IAspect, Stack, Token } from 'aws-cdk-lib';
import { CfnPermission } from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';

/**
 * Every permission that lets an AWS service (API Gateway, EventBridge, S3, SNS…) invoke a function
 * also names the account the calling resource must belong to. Most already carry a source ARN, but
 * often one built with `Fn::Join`, which no template check can read as scoped; the account condition
 * is one it can, and it keeps holding if a source ARN is ever widened with a wildcard.
 */
class ServiceInvokesFromThisAccount implements IAspect {
  visit(node: IConstruct): void {
    if (!(node instanceof CfnPermission) || node.sourceAccount !== undefined) return;
    if (Token.isUnresolved(node.principal) || !node.principal.endsWith('.amazonaws.com')) return;
    node.sourceAccount = Stack.of(node).account;
  }
}

export function scopeServiceInvokesToAccount(scope: IConstruct): void {
  Aspects.of(scope).add(new ServiceInvokesFromThisAccount());
}
