import { createVerify, generateKeyPairSync, sign } from 'node:crypto';
import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { derToJoseSignature } from '#lambdas/lib/auth/kms-key.ts';

describe('ES256 signatures', () => {
  it('turns a DER signature into the 64-byte r‖s form JWS uses', () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    for (let round = 0; round < 20; round++) {
      const message = Buffer.from(`message ${round}`);
      const der = sign('sha256', message, { key: privateKey, dsaEncoding: 'der' });
      const jose = derToJoseSignature(der);
      expect(jose).toHaveLength(64);
      const verifier = createVerify('sha256').update(message);
      expect(verifier.verify({ key: privateKey, dsaEncoding: 'ieee-p1363' }, jose)).toBe(true);
    }
  });
});

describe('tokens signed by KMS', () => {
  const kms = mockClient(KMSClient);
  afterEach(() => {
    kms.reset();
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  // KMS cannot run on this machine; its two calls are answered by a local P-256 key.
  it('issues a token with KMS Sign and verifies it with the key from GetPublicKey', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    kms.on(GetPublicKeyCommand).resolves({
      KeyId: 'arn:aws:kms:eu-west-1:123456789012:key/abcd-1234',
      PublicKey: publicKey.export({ format: 'der', type: 'spki' }),
    });
    kms.on(SignCommand).callsFake((input: { Message: Uint8Array }) => ({
      Signature: sign('sha256', Buffer.from(input.Message), { key: privateKey, dsaEncoding: 'der' }),
    }));
    vi.stubEnv('JWT_KMS_KEY_ID', 'arn:aws:kms:eu-west-1:123456789012:key/abcd-1234');
    vi.resetModules();
    const { issueToken, verifyToken } = await import('#lambdas/lib/auth/tokens.ts');

    const { token, sessionId } = await issueToken('user-1', new Date(Date.now() + 60_000));
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toMatchObject({
      alg: 'ES256',
      kid: 'abcd-1234',
    });
    expect(await verifyToken(token)).toMatchObject({ sub: 'user-1', jti: sessionId });
    expect(await verifyToken(`${token.slice(0, -4)}AAAA`)).toBeUndefined();
    expect(kms.commandCalls(GetPublicKeyCommand)).toHaveLength(1);
  });
});
