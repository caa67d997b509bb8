import { useState } from 'react';
import { mutate } from 'swr';
import type { UserDetails } from '#shared/accounts.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { endUserSessions } from '../api/end-user-sessions';
import { userKey } from '../api/get-user';
import { refreshUsersPages } from '../api/list-users';
import { unlockUser } from '../api/unlock-user';
import { fullName } from '../lib/user-form';
import './users.css';

type Outcome = { tone: 'success' | 'error'; message: string };

/** Admin actions on the user view: "Unlock account" (while locked) and "End all sessions" (after a confirmation). */
export function UserSecurityActions({ user }: { user: UserDetails }) {
  const [pending, setPending] = useState<'unlock' | 'sessions'>();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const name = fullName(user);

  async function unlock() {
    setPending('unlock');
    setOutcome(undefined);
    try {
      const unlocked = await unlockUser(user.id);
      await mutate(userKey(user.id), unlocked, { revalidate: false });
      void refreshUsersPages();
      setOutcome({ tone: 'success', message: `${name} is unlocked and can sign in again.` });
    } catch (error) {
      setOutcome({ tone: 'error', message: `The account was not unlocked. ${describeFailure(error)}` });
    } finally {
      setPending(undefined);
    }
  }

  async function endSessions() {
    setConfirming(false);
    setPending('sessions');
    setOutcome(undefined);
    try {
      const { ended } = await endUserSessions(user.id);
      const count = ended === 1 ? 'One session was' : `${ended} sessions were`;
      setOutcome({ tone: 'success', message: `${count} ended: ${name} is signed out everywhere.` });
    } catch (error) {
      setOutcome({ tone: 'error', message: `The sessions were not ended. ${describeFailure(error)}` });
    } finally {
      setPending(undefined);
    }
  }

  return (
    <section className="page-stack" aria-labelledby="user-security-title">
      <h2 id="user-security-title">Sign-in and sessions</h2>
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      <div className="user-actions">
        {user.isLockedOut && (
          <button
            className="button"
            type="button"
            onClick={() => void unlock()}
            disabled={pending !== undefined}
            aria-busy={pending === 'unlock'}
          >
            {pending === 'unlock' ? 'Unlocking…' : 'Unlock account'}
          </button>
        )}
        <button
          className="button button--danger"
          type="button"
          onClick={() => setConfirming(true)}
          disabled={pending !== undefined}
          aria-busy={pending === 'sessions'}
        >
          {pending === 'sessions' ? 'Ending sessions…' : 'End all sessions'}
        </button>
      </div>
      <ModalDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`End all sessions of ${name}?`}
        size="narrow"
      >
        <p>{name} is signed out on every device at once and must sign in again. Their account is not changed.</p>
        <div className="modal__actions">
          <button className="button button--danger" type="button" onClick={() => void endSessions()}>
            End all sessions
          </button>
          <button
            className="button button--secondary"
            type="button"
            data-autofocus
            onClick={() => setConfirming(false)}
          >
            Cancel
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}
