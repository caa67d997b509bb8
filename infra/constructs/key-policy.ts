import { AnyPrincipal, Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Key } from 'aws-cdk-lib/aws-kms';

/**
 * Only AWS services, acting for a resource of theirs, may create grants on `key`. A grant is a second
 * way to hand out the key's use, outside the key policy; nothing of the site hands its keys out that
 * way, so a grant made by anyone else would be a leak the key policy does not show.
 */
export function limitGrantsToAwsServices(key: Key): void {
  key.addToResourcePolicy(
    new PolicyStatement({
      sid: 'GrantsOnlyForAwsResources',
      effect: Effect.DENY,
      principals: [new AnyPrincipal()],
      actions: ['kms:CreateGrant'],
      resources: ['*'],
      conditions: {
        BoolIfExists: { 'kms:GrantIsForAWSResource': 'false', 'aws:PrincipalIsAWSService': 'false' },
      },
    }),
  );
}
