import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import {
  newPrivateJwk,
  parseSigningSecret,
  publicJwkOf,
  publicJwksOf,
  type SigningSecret,
} from '#lambdas/lib/auth/signing-secret.ts';

/** The custom resource's properties (infra/constructs/jwt-signing-secret.ts sets them). */
export interface KeyPairProperties {
  /** The secret that holds the private key. */
  SecretId: string;
  /** A new value makes a new key pair (context `signingKeyVersion`). */
  KeyVersion: string;
}

/** What the Provider framework hands back to CloudFormation: public values only. */
export interface KeyPairResponse {
  PhysicalResourceId: string;
  Data?: { PublicJwks: string; Kid: string };
}

const client = new SecretsManagerClient({});

async function readSecret(secretId: string): Promise<SigningSecret | undefined> {
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    return parseSigningSecret(SecretString);
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

/**
 * The JWT signing key pair of a stage whose `signingKey` is `secret`, made at deploy: on create
 * (unless the secret already holds a key, so a re-created resource signs no one out) and whenever
 * KeyVersion changes. A new key keeps the public half of the one it replaces, which verifiers
 * accept until the next rotation. Answers the public keys as a JWKS; the private key goes only into
 * the secret, and nothing here logs it.
 */
export async function onEvent(event: CloudFormationCustomResourceEvent): Promise<KeyPairResponse> {
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
  const properties = event.ResourceProperties as unknown as KeyPairProperties;
  const stored = await readSecret(properties.SecretId);
  const versionChanged =
    event.RequestType === 'Update' &&
    (event.OldResourceProperties as unknown as KeyPairProperties).KeyVersion !== properties.KeyVersion;
  let secret = stored;
  if (!secret || versionChanged) {
    secret = {
      privateJwk: newPrivateJwk(),
      ...(stored ? { previousPublicJwk: publicJwkOf(stored.privateJwk) } : {}),
    };
    await client.send(
      new PutSecretValueCommand({ SecretId: properties.SecretId, SecretString: JSON.stringify(secret) }),
    );
  }
  return {
    PhysicalResourceId: properties.SecretId,
    Data: { PublicJwks: JSON.stringify(publicJwksOf(secret)), Kid: secret.privateJwk.kid },
  };
}
