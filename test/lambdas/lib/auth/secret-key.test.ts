import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newPrivateJwk, publicJwkOf, publicJwksOf, type SigningSecret } from '#lambdas/lib/auth/signing-secret.ts';

const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:JwtSigningSecret-AbCdEf';

// Secrets Manager cannot run here; GetSecretValue answers the secret the key pair resource writes.
const secretsManager = mockClient(SecretsManagerClient);

/** The token functions of a fresh container whose environment is `env` (and nothing of the local stack). */
async function container(env: Record<string, string>) {
  vi.stubEnv('JWT_PRIVATE_JWK', '');
  vi.stubEnv('JWT_KMS_KEY_ID', '');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  return import('#lambdas/lib/auth/tokens.ts');
}

const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
const inAMinute = () => new Date(Date.now() + 60_000);

let secret: SigningSecret;
/** What GetSecretValue answers instead of `secret`, when set. */
let otherValue: string | undefined;
beforeEach(() => {
  secret = { privateJwk: newPrivateJwk() };
  otherValue = undefined;
  secretsManager.on(GetSecretValueCommand, { SecretId: SECRET_ARN }).callsFake(() => ({
    SecretString: otherValue ?? JSON.stringify(secret),
  }));
});
afterEach(() => {
  secretsManager.reset();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('tokens signed with the key in a Secrets Manager secret', () => {
  it('reads the secret once per container, signs locally, and names the key by its kid', async () => {
    const { issueToken, verifyToken } = await container({
      JWT_SIGNING_SECRET_ARN: SECRET_ARN,
      JWT_PUBLIC_JWKS: JSON.stringify(publicJwksOf(secret)),
    });
    const first = await issueToken('user-1', inAMinute());
    const second = await issueToken('user-2', inAMinute());
    expect(headerOf(first.token)).toMatchObject({ alg: 'ES256', kid: secret.privateJwk.kid });
    expect(await verifyToken(first.token)).toMatchObject({ sub: 'user-1', jti: first.sessionId });
    expect(await verifyToken(second.token)).toMatchObject({ sub: 'user-2', jti: second.sessionId });
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('verifies with JWT_PUBLIC_JWKS alone: no signing key, no Secrets Manager call', async () => {
    const signer = await container({ JWT_SIGNING_SECRET_ARN: SECRET_ARN });
    const { token, sessionId } = await signer.issueToken('user-1', inAMinute());
    const reads = secretsManager.commandCalls(GetSecretValueCommand).length;

    // A verifying group: neither JWT_SIGNING_SECRET_ARN nor a private key, so loading one would throw.
    const verifier = await container({ JWT_PUBLIC_JWKS: JSON.stringify(publicJwksOf(secret)) });
    expect(await verifier.verifyToken(token)).toMatchObject({ sub: 'user-1', jti: sessionId });
    expect(await verifier.verifyToken(`${token.slice(0, -4)}AAAA`)).toBeUndefined();
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(reads);
  });

  it('accepts tokens of the previous key after a rotation, and none of a key the JWKS does not list', async () => {
    const before = await container({ JWT_SIGNING_SECRET_ARN: SECRET_ARN });
    const old = await before.issueToken('user-1', inAMinute());

    const previousPublicJwk = publicJwkOf(secret.privateJwk);
    secret = { privateJwk: newPrivateJwk(), previousPublicJwk };
    const after = await container({
      JWT_SIGNING_SECRET_ARN: SECRET_ARN,
      JWT_PUBLIC_JWKS: JSON.stringify(publicJwksOf(secret)),
    });
    const fresh = await after.issueToken('user-2', inAMinute());
    expect(headerOf(fresh.token).kid).not.toBe(headerOf(old.token).kid);
    expect(await after.verifyToken(old.token)).toMatchObject({ sub: 'user-1' });
    expect(await after.verifyToken(fresh.token)).toMatchObject({ sub: 'user-2' });

    const onlyNewest = await container({ JWT_PUBLIC_JWKS: JSON.stringify({ keys: [publicJwkOf(secret.privateJwk)] }) });
    expect(await onlyNewest.verifyToken(old.token)).toBeUndefined();
  });

  it('fails a sign-in while the secret holds no key, without echoing the value, and reads it again next time', async () => {
    const { issueToken } = await container({ JWT_SIGNING_SECRET_ARN: SECRET_ARN });
    otherValue = 'random-password-1234';
    const failure = issueToken('user-1', inAMinute());
    await expect(failure).rejects.toThrow('The JWT signing secret holds no P-256 private JWK');
    await expect(failure).rejects.not.toThrow(/random-password-1234/);
    otherValue = undefined;
    await expect(issueToken('user-1', inAMinute())).resolves.toHaveProperty('token');
    expect(secretsManager.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });
});
