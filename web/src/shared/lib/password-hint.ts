import { PASSWORD_MIN_LENGTH } from '../../../../shared/password-policy';

/** The shared password policy in one sentence, for the hint under every new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A passphrase of a few words works well; very common passwords are refused.`;
