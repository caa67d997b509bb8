import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The local stand-in for the KMS signing key: a P-256 private JWK, kept in the data folder so that
 * tokens survive a restart of `npm start` (tests get a fresh one per run).
 */
export function localSigningJwk(dataDir?: string): string {
  const file = dataDir && path.join(dataDir, 'jwt-signing-key.json');
  if (file && existsSync(file)) return readFileSync(file, 'utf8');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid: `local-${randomUUID().slice(0, 8)}` });
  if (file && dataDir) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, jwk, { mode: 0o600 });
  }
  return jwk;
}
