import { RECENT_SIGN_IN_MINUTES } from '#shared/accounts.ts';
import { TextField, type TextFieldProps } from './text-field';

/** The field's label, also for naming it in a server's message (`currentPassword: …`). */
export const CURRENT_PASSWORD_LABEL = 'Current password';

const HINT = `Needed unless you signed in within the last ${RECENT_SIGN_IN_MINUTES} minutes.`;

/**
 * The current password, asked again before a change that could hand the account to someone else
 * (a new e-mail address, adding or removing a passkey) when the sign-in is not recent.
 */
export function CurrentPasswordField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'hint'>) {
  return (
    <TextField label={CURRENT_PASSWORD_LABEL} type="password" autoComplete="current-password" hint={HINT} {...props} />
  );
}
