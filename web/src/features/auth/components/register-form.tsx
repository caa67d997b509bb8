import { registerSchema } from '#shared/validation/accounts.ts';
import { registerAccount } from '#web/features/auth/api/register.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { NewAccountForm } from '#web/shared/ui/new-account-form.tsx';

/** Creates an account; on success the caller sends the new user to sign in. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  return (
    <NewAccountForm
      owner="self"
      check={(input) => validate(registerSchema, input)}
      send={async (data) => {
        const user = await registerAccount(data);
        onRegistered(user.email || data.email);
      }}
      failureText="Registration failed. Please try again."
      submitLabel="Create account"
      pendingLabel="Creating your account…"
    />
  );
}
