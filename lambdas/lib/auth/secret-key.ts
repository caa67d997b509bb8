import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { jwkSigningKey, type SigningKey } from '#lambdas/lib/auth/signing-key.ts';
import { parseSigningSecret } from '#lambdas/lib/auth/signing-secret.ts';
import { watchDependency } from '#lambdas/lib/aws/dependency-errors.ts';
import { sdkClientBudget } from '#lambdas/lib/aws/time-budget.ts';

/**
 * In AWS with `signingKey` = `secret`: the private JWK in a Secrets Manager secret, read once per
 * container (GetSecretValue) and kept in memory; signing is then local. Imported on first use only,
 * so the Secrets Manager client is neither bundled into nor evaluated by groups that only verify.
 */
export function secretSigningKey(secretId: string): SigningKey {
  const client = watchDependency(new SecretsManagerClient(sdkClientBudget(undefined)), 'secretsmanager');
  let key: Promise<SigningKey> | undefined;
  const loaded = () => {
    key ??= (async () => {
      const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
      const secret = parseSigningSecret(SecretString);
      // The value itself is never logged: it is the private key.
      if (!secret) throw new Error('The JWT signing secret holds no P-256 private JWK');
      return jwkSigningKey(secret.privateJwk);
    })();
    // A failed read (throttled, say) is not cached: the next request asks again.
    key.catch(() => {
      key = undefined;
    });
    return key;
  };
  return {
    sign: async (input) => (await loaded()).sign(input),
    publicJwk: async () => (await loaded()).publicJwk(),
  };
}
