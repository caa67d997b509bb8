import { SITE_NAME } from './site';

/**
 * Password rules shared by the forms and the server, after NIST SP 800-63B: at least 8
 * characters, long passphrases allowed (up to 128), no composition rules, the most common
 * passwords refused, and no password that contains the site's name or the account's own names,
 * user name or address. Length counts Unicode code points.
 *
 * The forms check the short list below; the server checks every common password of the breach
 * lists that meets the length rule as well (lambdas/lib/accounts/new-password.ts), so a form shows
 * the rest as the server's answer for the field.
 */
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

/** Lower-cased; the most used passwords of public breach lists that meet the length rule. */
const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '123123123',
  '11111111',
  '00000000',
  '88888888',
  '87654321',
  '11223344',
  '12341234',
  '1q2w3e4r',
  '1qaz2wsx',
  'qwertyui',
  'qwertyuiop',
  'asdfghjk',
  'zxcvbnm1',
  'password',
  'password1',
  'password12',
  'password123',
  'password!',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword',
  'pa$$word',
  'iloveyou',
  'iloveyou1',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome1',
  'welcome123',
  'admin123',
  'administrator',
  'letmein1',
  'trustno1',
  'superman',
  'starwars',
  'whatever',
  'qwerty123',
  'qwerty12',
  'abc12345',
  'abcd1234',
  'abcdefgh',
  'aa123456',
  'a1234567',
  'charlie1',
  'michael1',
  'jennifer',
  'jordan23',
  'computer',
  'internet',
  'changeme',
  'secret123',
  'dragon12',
  'monkey12',
  'shadow12',
  'master12',
  'mustang1',
  'access14',
  'samsung1',
  'google123',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'zaq12wsx',
  'qazwsxedc',
  '1234qwer',
  'loveyou1',
  'hello123',
  'freedom1',
  'batman12',
  'pokemon1',
  'liverpool',
  'chelsea1',
  'arsenal1',
  'blink182',
  'summer2024',
  'winter2024',
]);

export type PasswordProblem = 'too-short' | 'too-long' | 'too-common' | 'personal';

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  'too-short': `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  'too-long': `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  'too-common': 'This password is too common. Choose a less common one.',
  personal: "Password must not contain your name, user name, email address or the site's name",
};

/** What is known of the account a password is for: its context-specific words come from these. */
export interface PasswordContext {
  email?: string | undefined;
  userName?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** Shorter words (Li, Bob, jd) would refuse too many good passwords by chance. */
const CONTEXT_WORD_MIN_LENGTH = 4;

/**
 * The context-specific words a password may not contain (ASVS V6.1.2), lower-cased: the site's
 * name, the first and last name, the user name and the e-mail address's local part, each whole
 * and split at . _ - + @ and spaces (so "jane.doe" gives jane.doe, jane and doe), of at least
 * CONTEXT_WORD_MIN_LENGTH characters. The address's domain is not one: mail providers are shared.
 */
export function contextWords(context: PasswordContext): string[] {
  const localPart = context.email?.trim().split('@')[0];
  const sources = [SITE_NAME, context.firstName, context.lastName, context.userName, localPart];
  const words = sources.flatMap((source) => {
    const whole = source?.trim().toLowerCase() ?? '';
    return [whole, ...whole.split(/[._+@\s-]+/)];
  });
  return [...new Set(words)].filter((word) => [...word].length >= CONTEXT_WORD_MIN_LENGTH);
}

/**
 * The first rule a password breaks, or undefined when it is acceptable. A password that contains
 * one of the context's words, in any letter case, is 'personal' (with no context given, the
 * site's name is the one word).
 */
export function passwordProblem(password: string, context: PasswordContext = {}): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'too-long';
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) return 'too-common';
  if (contextWords(context).some((word) => lowered.includes(word))) return 'personal';
  return undefined;
}
