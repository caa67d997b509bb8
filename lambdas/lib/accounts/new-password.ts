import {
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  type PasswordContext,
  passwordProblem,
} from '#shared/password-policy.ts';
import { InvalidInputError } from '../errors';

let breachListed: Promise<ReadonlySet<string>> | undefined;

/**
 * Every password of zxcvbn's common list (ranked from public breach corpora, about 49,000) that
 * meets the length rule: about 18,000, lower-cased. Loaded on first use, not at cold start: the
 * list is decompressed (about 0.1 s), and only the handlers that set a password need it.
 */
export function breachListedPasswords(): Promise<ReadonlySet<string>> {
  breachListed ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => {
    const words = dictionary['passwords-common'].map((word) => word.toLowerCase());
    return new Set(words.filter((word) => [...word].length >= PASSWORD_MIN_LENGTH));
  });
  return breachListed;
}

/**
 * The server's whole check of a new password, after the request's schema: the shared policy with
 * what the stored account knows of its owner (names, user name, address), then the full list of
 * common passwords. Throws a 400 naming `field`, in the shape of a validation answer, so a form
 * shows it at the field.
 */
export async function checkNewPassword(password: string, context: PasswordContext, field: string): Promise<void> {
  let problem = passwordProblem(password, context);
  if (!problem && (await breachListedPasswords()).has(password.toLowerCase())) problem = 'too-common';
  if (!problem) return;
  const message = PASSWORD_MESSAGES[problem];
  throw new InvalidInputError(`${field}: ${message}`, { details: { errors: [{ field, message }] } });
}
