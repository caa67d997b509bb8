import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from '#lambdas/lib/auth/password.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

/** The `N` a stored hash was made with (`scrypt$N$r$p$salt$hash`). */
const costOf = (hash: string) => Number(hash.split('$')[1]);

describe('password hashing', () => {
  it("hashes at OWASP's cost (N=2^17) when nothing configures it, as in AWS", async () => {
    vi.stubEnv('PASSWORD_HASH_LOG2_COST', '');
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery staple', hash)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', hash)).toBe(false);
  });

  it('verifies a hash by the cost stored in it, whatever the cost configured now', async () => {
    vi.stubEnv('PASSWORD_HASH_LOG2_COST', '10');
    const cheap = await hashPassword('pässword');
    expect(costOf(cheap)).toBe(1024);
    vi.stubEnv('PASSWORD_HASH_LOG2_COST', '');
    // NFKC: the composed and decomposed ä are one password.
    expect(await verifyPassword('pa\u0308ssword', cheap)).toBe(true);
    expect(await verifyPassword('password', cheap)).toBe(false);
  });

  it.each(['9', '21', '12.5', 'cheap'])('refuses the cost %s', async (cost) => {
    vi.stubEnv('PASSWORD_HASH_LOG2_COST', cost);
    await expect(hashPassword('anything at all')).rejects.toThrow(
      /PASSWORD_HASH_LOG2_COST must be an integer from 10 to 20/,
    );
  });

  it('refuses a stored value that is not a scrypt hash', async () => {
    expect(await verifyPassword('x', 'bcrypt$2b$10$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1024$8$1$')).toBe(false);
  });
});
