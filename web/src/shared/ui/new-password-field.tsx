import { PASSWORD_MIN_LENGTH } from '#shared/password-policy.ts';
import { TextField, type TextFieldProps } from './text-field';

/** The shared password policy in one sentence. */
const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. A passphrase of a few words works well; very common passwords, and ones that contain your name or email address, are refused.`;

/** A required field for a new password, with the password policy as its hint. */
export function NewPasswordField(props: Omit<TextFieldProps, 'autoComplete' | 'required' | 'hint'>) {
  return <TextField type="password" autoComplete="new-password" required hint={PASSWORD_HINT} {...props} />;
}
