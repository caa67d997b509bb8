import { type FormEvent, lazy, Suspense, useState } from 'react';
import type { AuthenticatedUser } from '#shared/accounts.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { isDeletedAccountError, loginErrorMessage } from '#web/features/auth/lib/auth-messages.ts';
import { lazySchema } from '#web/shared/lib/lazy-schema.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { CheckboxField } from '#web/shared/ui/checkbox-field.tsx';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import { DemoCredentials } from './demo-credentials';

/** Loaded the first time a deleted account tries to sign in: it brings its own form and schema. */
const DeletedAccountDialog = lazy(() =>
  import('./deleted-account-dialog').then((module) => ({ default: module.DeletedAccountDialog })),
);

const loadLoginSchema = lazySchema(() => import('#shared/validation/accounts.ts').then((module) => module.loginSchema));

interface LoginFormProps {
  initialEmail?: string;
  onSignedIn: (user: AuthenticatedUser) => void;
  /** Each sign-in attempt starts: messages from before it (e.g. "account created") no longer apply. */
  onAttempt?: () => void;
  forgotPasswordPath: string;
  registerPath: string;
}

/** The fields' labels, also for naming a field in a server's message. */
const LABELS = { email: 'Email', password: 'Password' };

/**
 * Email, password and remember-me, or a passkey (remember-me applies too); a deleted account opens
 * the overlay that offers to ask for its reactivation.
 */
export function LoginForm({
  initialEmail = '',
  onSignedIn,
  onAttempt,
  forgotPasswordPath,
  registerPath,
}: LoginFormProps) {
  const { login, loginWithPasskey } = useAuth();
  const { values, setValues, setErrors, field } = useFormFields({ email: initialEmail, password: '' });
  const [deletedNotice, setDeletedNotice] = useState<string>();
  // Stays true once the dialog was needed, so it closes (and hands focus back) like any dialog.
  const [dialogNeeded, setDialogNeeded] = useState(false);
  const { submitting, outcome, setOutcome, sendChecked } = useFormSubmission({
    setErrors,
    labels: LABELS,
    failure: (error) => {
      if (!isDeletedAccountError(error)) return loginErrorMessage(error);
      setDialogNeeded(true);
      setDeletedNotice(loginErrorMessage(error));
      return undefined;
    },
  });
  const [rememberMe, setRememberMe] = useState(false);
  const [passkeyPending, setPasskeyPending] = useState(false);

  const showFailure = (error: unknown) => setOutcome({ tone: 'error', message: loginErrorMessage(error) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(undefined);
    onAttempt?.();
    let loginSchema: Awaited<ReturnType<typeof loadLoginSchema>>;
    try {
      loginSchema = await loadLoginSchema();
    } catch (error) {
      showFailure(error);
      return;
    }
    await sendChecked(validate(loginSchema, { ...values, rememberMe }), async (data) => onSignedIn(await login(data)), {
      leavesForm: true,
    });
  }

  /** The discoverable passkey sign-in: no e-mail needed; remember-me applies as for a password. */
  async function signInWithPasskey() {
    setOutcome(undefined);
    onAttempt?.();
    setPasskeyPending(true);
    try {
      onSignedIn(await loginWithPasskey({ rememberMe }));
    } catch (error) {
      showFailure(error);
    } finally {
      setPasskeyPending(false);
    }
  }

  return (
    <>
      <form
        className="form"
        noValidate
        onSubmit={submit}
        onFocus={() => void loadLoginSchema().catch(() => undefined)}
        aria-busy={submitting || passkeyPending}
      >
        <FormOutcome outcome={outcome} />
        <TextField label={LABELS.email} type="email" autoComplete="username" required {...field('email')} />
        <TextField
          label={LABELS.password}
          type="password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <CheckboxField label="Remember me" name="rememberMe" checked={rememberMe} onCheckedChange={setRememberMe} />
        <div className="form__actions">
          <SubmitButton busy={submitting} disabled={passkeyPending} label="Sign in" busyLabel="Signing in…" />
          <button
            className="button button--secondary"
            type="button"
            disabled={submitting || passkeyPending}
            onClick={signInWithPasskey}
          >
            {passkeyPending ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
          </button>
        </div>
        <p className="form__links">
          <Link to={forgotPasswordPath}>Forgot your password?</Link>
          <Link to={registerPath}>Create an account</Link>
        </p>
      </form>
      <DemoCredentials onPick={(account) => setValues({ email: account.email, password: account.password })} />
      {dialogNeeded && (
        <Suspense fallback={null}>
          <DeletedAccountDialog
            open={deletedNotice !== undefined}
            message={deletedNotice ?? ''}
            email={values.email}
            onClose={() => setDeletedNotice(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}
