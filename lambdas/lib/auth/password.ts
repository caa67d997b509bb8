import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { config } from '../config';

/**
 * Password hashing with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1: 128 MiB, about
 * 0.3 s on a small core; `config.passwordHashLog2Cost`). The parameters travel inside each hash,
 * so they can be raised later and old hashes still verify.
 */
const SCRYPT_PARAMS = { r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const { r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const N = 2 ** config.passwordHashLog2Cost;
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, N, r, p, keyLength);
  return [PREFIX, N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [prefix, N, r, p, salt, hash] = stored.split('$');
  if (prefix !== PREFIX || !N || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(N),
    Number(r),
    Number(p),
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, verified against when the e-mail is unknown so that a login for a
 * missing account takes as long as one for an existing account.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}
