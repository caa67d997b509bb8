import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { type IKey, Key, KeySpec, KeyUsage } from 'aws-cdk-lib/aws-kms';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
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

function jwtKeyAlias(stage: string): string {
  return `alias/portfolio-${stage}-jwt`;
}

/**
 * Where a stage keeps the private key that signs its tokens (context `signingKey`): an asymmetric
 * KMS key, or a Secrets Manager secret whose key pair is made at deploy
 * (infra/constructs/jwt-signing-secret.ts), with the public keys that verify as a JWKS.
 */
export type JwtKey =
  | { readonly kind: 'kms'; readonly key: IKey }
  | { readonly kind: 'secret'; readonly secret: ISecret; readonly publicJwks: string };

/** The Lambda environment of a group that signs or verifies tokens with the KMS key; the handlers read these names. */
export function jwtEnvironment(keyArn: string, settings: JwtSettings) {
  return { JWT_KMS_KEY_ID: keyArn, JWT_ISSUER: settings.issuer, JWT_AUDIENCE: settings.audience } as const;
}

/** Verifying needs only the public key (fetched once per container); signing happens inside KMS. */
const JWT_KEY_ACTIONS: Readonly<Record<JwtKeyAccess, readonly string[]>> = {
  none: [],
  verify: ['kms:GetPublicKey'],
  sign: ['kms:Sign', 'kms:GetPublicKey'],
};

/**
 * Lets `role` use the JWT key as `access` says and answers the environment its handler reads.
 * KMS: the key's actions and its ARN. Secret: only a signer may read the secret (its ARN in
 * JWT_SIGNING_SECRET_ARN); every group gets the public keys (JWT_PUBLIC_JWKS), so verifying needs
 * no permission, no network and no AWS client.
 */
export function bindJwtKey(
  jwtKey: JwtKey,
  access: Exclude<JwtKeyAccess, 'none'>,
  role: IRole,
  settings: JwtSettings,
): Record<string, string> {
  if (jwtKey.kind === 'kms') {
    role.addToPrincipalPolicy(
      new PolicyStatement({ actions: [...JWT_KEY_ACTIONS[access]], resources: [jwtKey.key.keyArn] }),
    );
    return jwtEnvironment(jwtKey.key.keyArn, settings);
  }
  const verifying = {
    JWT_PUBLIC_JWKS: jwtKey.publicJwks,
    JWT_ISSUER: settings.issuer,
    JWT_AUDIENCE: settings.audience,
  };
  if (access === 'verify') return verifying;
  jwtKey.secret.grantRead(role);
  return { ...verifying, JWT_SIGNING_SECRET_ARN: jwtKey.secret.secretArn };
}

/** KMS's shortest wait before a key scheduled for deletion is deleted. */
const SHORTEST_KEY_PENDING_WINDOW = Duration.days(7);

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
