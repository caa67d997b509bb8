import { useState } from 'react';
import { RECENT_SIGN_IN_MINUTES } from '#shared/accounts.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { fieldErrorsFromBody } from '#web/shared/lib/field-errors.ts';
import { TextField, type TextFieldProps } from './text-field';

/** The field's label, also for naming it in a server's message (`currentPassword: …`). */
export const CURRENT_PASSWORD_LABEL = 'Current password';

const HINT = `Needed unless you signed in within the last ${RECENT_SIGN_IN_MINUTES} minutes.`;

/**
 * The current password, asked again before a change that could hand the account to someone else
 * (a new e-mail address, adding or removing a passkey) when the sign-in is not recent, or, marked
 * `required`, before what needs it every time (deleting the account): then it has no hint.
 */
export function CurrentPasswordField(props: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'hint'>) {
  return (
    <TextField
      label={CURRENT_PASSWORD_LABEL}
      type="password"
      autoComplete="current-password"
      hint={props.required ? undefined : HINT}
      {...props}
    />
  );
}

/**
 * The state of a CurrentPasswordField: what was typed and the server's complaint about it, which
 * typing clears. `fieldProps` go to the field.
 */
export function useCurrentPassword() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();

  /**
   * Runs `action` with the password typed (undefined when empty). A missing or wrong password is
   * shown at the field and answers false, so a confirmation stays open for it; any other failure
   * is thrown on.
   */
  async function runWith(action: (password: string | undefined) => Promise<unknown>): Promise<boolean> {
    try {
      await action(value || undefined);
      return true;
    } catch (failure) {
      const problem = failure instanceof ApiError ? fieldErrorsFromBody(failure.body).currentPassword : undefined;
      if (!problem) throw failure;
      setError(problem);
      return false;
    }
  }

  return {
    value,
    setError,
    reset: () => {
      setValue('');
      setError(undefined);
    },
    runWith,
    fieldProps: {
      value,
      error,
      onValueChange: (next: string) => {
        setValue(next);
        setError(undefined);
      },
    },
  };
}
