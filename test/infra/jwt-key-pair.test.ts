import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type KeyPairResponse, onEvent } from '#infra/custom-resources/jwt-key-pair.ts';
import type { PublicJwk } from '#lambdas/lib/auth/public-jwk.ts';
import { jwkThumbprint, parseSigningSecret } from '#lambdas/lib/auth/signing-secret.ts';

const SECRET_ID = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:JwtSigningSecret-AbCdEf';

// Secrets Manager cannot run here: one in-memory secret stands in, as CloudFormation creates it
// (a random password from GenerateSecretString) before the custom resource writes the key pair.
const secretsManager = mockClient(SecretsManagerClient);
let stored: string | undefined;

beforeEach(() => {
  stored = 'a random password from GenerateSecretString';
  secretsManager.on(GetSecretValueCommand, { SecretId: SECRET_ID }).callsFake(() => {
    if (stored === undefined) throw new ResourceNotFoundException({ message: 'not found', $metadata: {} });
    return { SecretString: stored };
  });
  secretsManager.on(PutSecretValueCommand, { SecretId: SECRET_ID }).callsFake((input: { SecretString: string }) => {
    stored = input.SecretString;
    return {};
  });
});
afterEach(() => secretsManager.reset());

const common = {
  ServiceToken: 'arn:aws:lambda:us-east-1:123456789012:function:provider',
  ResponseURL: 'https://cloudformation-custom-resource-response.example/',
  StackId: 'arn:aws:cloudformation:us-east-1:123456789012:stack/Portfolio-dev-Stateful/1',
  RequestId: 'request',
  LogicalResourceId: 'JwtSigningSecretKeyPair',
  ResourceType: 'Custom::JwtSigningKeyPair',
};
const properties = (version: string) => ({
  ServiceToken: common.ServiceToken,
  SecretId: SECRET_ID,
  KeyVersion: version,
});
const create = (version = '1'): CloudFormationCustomResourceEvent => ({
  ...common,
  RequestType: 'Create',
  ResourceProperties: properties(version),
});
const update = (from: string, to: string): CloudFormationCustomResourceEvent => ({
  ...common,
  RequestType: 'Update',
  PhysicalResourceId: SECRET_ID,
  ResourceProperties: properties(to),
  OldResourceProperties: properties(from),
});

const jwksOf = (response: KeyPairResponse): PublicJwk[] => JSON.parse(response.Data?.PublicJwks ?? '{}').keys;
const storedSecret = () => {
  const secret = parseSigningSecret(stored);
  if (!secret) throw new Error('the secret holds no key pair');
  return secret;
};
const puts = () => secretsManager.commandCalls(PutSecretValueCommand).length;

/** Signs with the stored private key and verifies with a public JWK, as ES256 does (raw r‖s). */
function signatureVerifies(publicJwk: PublicJwk): boolean {
  const message = Buffer.from('header.payload');
  const privateKey = createPrivateKey({ key: storedSecret().privateJwk, format: 'jwk' });
  const signature = sign('sha256', message, { key: privateKey, dsaEncoding: 'ieee-p1363' });
  const publicKey = createPublicKey({ key: publicJwk, format: 'jwk' });
  return verify('sha256', message, { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature);
}

describe('the JWT key pair custom resource', () => {
  it('makes a P-256 pair on create: the private JWK into the secret, the public one (with its kid) as the answer', async () => {
    const response = await onEvent(create());
    expect(response.PhysicalResourceId).toBe(SECRET_ID);
    const { privateJwk } = storedSecret();
    expect(privateJwk).toMatchObject({ kty: 'EC', crv: 'P-256' });
    const [publicJwk, ...others] = jwksOf(response);
    expect(others).toEqual([]);
    expect(publicJwk).toEqual({
      kty: 'EC',
      crv: 'P-256',
      x: privateJwk.x,
      y: privateJwk.y,
      kid: jwkThumbprint(privateJwk),
      alg: 'ES256',
      use: 'sig',
    });
    expect(response.Data?.Kid).toBe(publicJwk?.kid);
    expect(signatureVerifies(publicJwk as PublicJwk)).toBe(true);
    // The answer (what CloudFormation and the provider's log see) holds nothing private.
    expect(JSON.stringify(response)).not.toContain(privateJwk.d);
    expect(JSON.stringify(response)).not.toMatch(/\\?"d\\?"/);
  });

  it('keeps a key the secret already holds when the resource is created again', async () => {
    const first = await onEvent(create());
    const again = await onEvent(create());
    expect(jwksOf(again)).toEqual(jwksOf(first));
    expect(puts()).toBe(1);
  });

  it('changes nothing on an update that keeps the version', async () => {
    const created = await onEvent(create());
    const updated = await onEvent(update('1', '1'));
    expect(jwksOf(updated)).toEqual(jwksOf(created));
    expect(puts()).toBe(1);
  });

  it('makes a new key for a new version and keeps accepting the one it replaced, until the next rotation', async () => {
    const [first] = jwksOf(await onEvent(create()));
    const second = jwksOf(await onEvent(update('1', '2')));
    expect(second).toHaveLength(2);
    expect(second[0]?.kid).not.toBe(first?.kid);
    expect(second[1]).toEqual(first);
    expect(signatureVerifies(second[0] as PublicJwk)).toBe(true);
    expect(signatureVerifies(first as PublicJwk)).toBe(false);
    expect(storedSecret().previousPublicJwk).toEqual(first);

    const third = jwksOf(await onEvent(update('2', '3')));
    expect(third.map((key) => key.kid)).toEqual([storedSecret().privateJwk.kid, second[0]?.kid]);
    expect(third.map((key) => key.kid)).not.toContain(first?.kid);
  });

  it('does nothing on delete: the secret goes with its own resource', async () => {
    const response = await onEvent({
      ...common,
      RequestType: 'Delete',
      PhysicalResourceId: SECRET_ID,
      ResourceProperties: properties('1'),
    });
    expect(response).toEqual({ PhysicalResourceId: SECRET_ID });
    expect(secretsManager.calls()).toHaveLength(0);
  });
});
