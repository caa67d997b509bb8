/**
 * Password rules shared by the forms and the server, after NIST SP 800-63B: at least 8
 * characters, long passphrases allowed (up to 128), no composition rules, and the most common
 * passwords refused. Length counts Unicode code points.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

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

export type PasswordProblem = 'too-short' | 'too-long' | 'too-common';

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  'too-short': `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  'too-long': `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  'too-common': 'This password is too common. Choose a less common one.',
};

/** The first rule a password breaks, or undefined when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (length > PASSWORD_MAX_LENGTH) return 'too-long';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'too-common';
  return undefined;
}
