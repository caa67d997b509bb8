import { createPublicKey } from 'node:crypto';
import { GetPublicKeyCommand, KMSClient, SignCommand } from '@aws-sdk/client-kms';
import { type PublicJwk, toPublicJwk } from '#lambdas/lib/auth/public-jwk.ts';
import type { SigningKey } from '#lambdas/lib/auth/signing-key.ts';
import { watchDependency } from '#lambdas/lib/aws/dependency-errors.ts';
import { sdkClientBudget } from '#lambdas/lib/aws/time-budget.ts';

/** KMS answers DER (SEQUENCE of two INTEGERs); JWS wants the two 32-byte integers back to back. */
export function derToJoseSignature(der: Uint8Array): Buffer {
  const bytes = Buffer.from(der);
  let offset = 2;
  if (bytes[1] !== undefined && bytes[1] & 0x80) offset += bytes[1] & 0x7f;
  const readInteger = () => {
    const length = bytes[offset + 1] ?? 0;
    const value = bytes.subarray(offset + 2, offset + 2 + length);
    offset += 2 + length;
    const trimmed = value.subarray(Math.max(0, value.length - 32));
    return Buffer.concat([Buffer.alloc(32 - trimmed.length), trimmed]);
  };
  return Buffer.concat([readInteger(), readInteger()]);
}

/**
 * In AWS: an asymmetric KMS key (ECC_NIST_P256); the private key never leaves KMS. This module is
 * imported on first use only, and imports just the client and the two commands it sends, so a
 * bundle carries neither KMS's other commands nor evaluates KMS code at init.
 */
export function kmsSigningKey(keyId: string): SigningKey {
  // Timeouts and retries end well before the function's (lib/aws/time-budget.ts); its errors name KMS.
  const client = watchDependency(new KMSClient(sdkClientBudget(undefined)), 'kms');
  let publicJwk: Promise<PublicJwk> | undefined;
  return {
    async sign(input) {
      const { Signature } = await client.send(
        new SignCommand({ KeyId: keyId, Message: input, MessageType: 'RAW', SigningAlgorithm: 'ECDSA_SHA_256' }),
      );
      if (!Signature) throw new Error('KMS returned no signature');
      return derToJoseSignature(Signature);
    },
    publicJwk() {
      publicJwk ??= (async () => {
        const { PublicKey, KeyId } = await client.send(new GetPublicKeyCommand({ KeyId: keyId }));
        if (!PublicKey) throw new Error('KMS returned no public key');
        const jwk = createPublicKey({ key: Buffer.from(PublicKey), format: 'der', type: 'spki' }).export({
          format: 'jwk',
        });
        return toPublicJwk(jwk, (KeyId ?? keyId).split('/').pop() ?? keyId);
      })();
      // A failed fetch (KMS throttled, say) is not cached: the next request asks again.
      publicJwk.catch(() => {
        publicJwk = undefined;
      });
      return publicJwk;
    },
  };
}
