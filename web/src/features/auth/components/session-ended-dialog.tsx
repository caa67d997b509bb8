import { type FormEvent, useState } from 'react';
import { loginErrorMessage } from '#web/features/auth/lib/auth-messages.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import './session-ended.css';
import { TextField } from '#web/shared/ui/text-field.tsx';

const SESSION_ENDED_MESSAGE = 'Your session ended. Sign in again to save your changes.';

interface SessionEndedDialogProps {
  open: boolean;
  /** The e-mail of the session that ended, filled in. */
  email: string;
  signIn: (credentials: { email: string; password: string }) => Promise<unknown>;
  signInWithPasskey: () => Promise<unknown>;
  /** Closes the dialog; the page and its text stay. */
  onCancel: () => void;
}

/**
 * Shown in place of the login page when the session ends (signed out in another tab, expired)
 * while a form holds unsaved changes: signing in here keeps the page, and the forms save after it.
 */
function SessionEndedDialog({ open, email: endedEmail, signIn, signInWithPasskey, onCancel }: SessionEndedDialogProps) {
  const [email, setEmail] = useState(endedEmail);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function attempt(run: () => Promise<unknown>) {
    setFailure(undefined);
    setBusy(true);
    try {
      await run();
      setPassword('');
    } catch (error) {
      setFailure(loginErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setFailure('Enter your e-mail and password.');
      return;
    }
    void attempt(() => signIn({ email: email.trim(), password }));
  }

  return (
    <ModalDialog open={open} onClose={onCancel} title="Sign in again" size="narrow">
      <form className="form" noValidate onSubmit={submit} aria-busy={busy}>
        <p>{SESSION_ENDED_MESSAGE}</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          required
          value={email}
          onValueChange={setEmail}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
        />
        <div className="modal__actions">
          <button className="button button--primary" type="submit" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
          <button
            className="button button--secondary"
            type="button"
            disabled={busy}
            onClick={() => void attempt(signInWithPasskey)}
          >
            Sign in with a passkey
          </button>
          <button className="button button--secondary" type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

interface SessionEndedProps extends Omit<SessionEndedDialogProps, 'open'> {
  /** The dialog is open; else the bar offers it again. */
  asking: boolean;
  onAskAgain: () => void;
}

/**
 * The dialog, or after Cancel a bar over the page that offers it again: loaded only when a session
 * ends with unsaved changes, so the app's first load does not carry it.
 */
export function SessionEnded({ asking, onAskAgain, ...dialog }: SessionEndedProps) {
  return (
    <>
      <SessionEndedDialog open={asking} {...dialog} />
      {!asking && (
        <div className="session-ended-bar">
          <Alert tone="error">
            You are signed out: your changes cannot be saved.{' '}
            <button className="button button--secondary" type="button" onClick={onAskAgain}>
              Sign in again
            </button>
          </Alert>
        </div>
      )}
    </>
  );
}
