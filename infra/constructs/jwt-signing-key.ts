import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { type IKey, Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';
import type { JwtKeyAccess } from '../stacks/endpoint-permissions';
import { limitGrantsToAwsServices } from './key-policy';

/** The `iss` and `aud` claims of a stage's tokens: the auth handler writes them, the JWT middleware checks them. */
export interface JwtSettings {
  readonly issuer: string;
  readonly audience: string;
}

export function jwtSettings(stage: string): JwtSettings {
  return { issuer: `portfolio-${stage}`, audience: `portfolio-${stage}-api` };
}

export function jwtKeyAlias(stage: string): string {
  return `alias/portfolio-${stage}-jwt`;
}

/** The Lambda environment of a group that signs or verifies tokens; the handlers read these names. */
export function jwtEnvironment(keyArn: string, settings: JwtSettings) {
  return { JWT_KMS_KEY_ID: keyArn, JWT_ISSUER: settings.issuer, JWT_AUDIENCE: settings.audience } as const;
}

/** Verifying needs only the public key (fetched once per container); signing happens inside KMS. */
export const JWT_KEY_ACTIONS: Readonly<Record<JwtKeyAccess, readonly string[]>> = {
  none: [],
  verify: ['kms:GetPublicKey'],
  sign: ['kms:Sign', 'kms:GetPublicKey'],
};

/** KMS's shortest wait before a key scheduled for deletion is deleted. */
export const SHORTEST_KEY_PENDING_WINDOW = Duration.days(7);

/**
 * The ES256 token key: a P-256 key pair whose private half never leaves KMS. A stage that keeps its
 * data retains it, since replacing it would end every session; a disposable stage's key is
 * scheduled for deletion as soon as KMS allows. Asymmetric KMS keys cannot rotate automatically
 * (cdk-nag's AwsSolutions-KMS5 applies only to symmetric keys).
 */
export function jwtSigningKey(scope: Construct, id: string, stage: string, keepData: boolean): IKey {
  const key = new Key(scope, id, {
    description: `Portfolio ${stage}: signs and verifies the API's ES256 session tokens`,
    keySpec: KeySpec.ECC_NIST_P256,
    keyUsage: KeyUsage.SIGN_VERIFY,
    alias: jwtKeyAlias(stage),
    ...(keepData
      ? { removalPolicy: RemovalPolicy.RETAIN }
      : { removalPolicy: RemovalPolicy.DESTROY, pendingWindow: SHORTEST_KEY_PENDING_WINDOW }),
  });
  limitGrantsToAwsServices(key);
  return key;
}
