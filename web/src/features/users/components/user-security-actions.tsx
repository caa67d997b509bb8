import { useState } from 'react';
import { mutate } from 'swr';
import { isLockCurrent, type UserDetails } from '#shared/accounts.ts';
import { endUserSessions } from '#web/features/users/api/end-user-sessions.ts';
import { userKey } from '#web/features/users/api/get-user.ts';
import { refreshUsersPages } from '#web/features/users/api/list-users.ts';
import { unlockUser } from '#web/features/users/api/unlock-user.ts';
import { fullName } from '#web/features/users/lib/user-form.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import './users.css';

type Outcome = { tone: 'success' | 'error'; message: string };

/**
 * Admin actions on the user view, each after a confirmation: "Unlock account" while the lock is
 * current (one past its `lockoutEnd` no longer keeps anyone out) and "End all sessions".
 */
export function UserSecurityActions({ user, now = Date.now() }: { user: UserDetails; now?: number }) {
  const [outcome, setOutcome] = useState<Outcome>();
  const name = fullName(user);

  async function unlock() {
    setOutcome(undefined);
    const unlocked = await unlockUser(user.id);
    await mutate(userKey(user.id), unlocked, { revalidate: false });
    void refreshUsersPages();
    setOutcome({ tone: 'success', message: `${name} is unlocked and can sign in again.` });
  }

  async function endSessions() {
    setOutcome(undefined);
    const { ended } = await endUserSessions(user.id);
    const count = ended === 1 ? 'One session was' : `${ended} sessions were`;
    setOutcome({ tone: 'success', message: `${count} ended: ${name} is signed out everywhere.` });
  }

  return (
    <section className="page-stack" aria-labelledby="user-security-title">
      <h2 id="user-security-title">Sign-in and sessions</h2>
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      <div className="user-actions">
        {isLockCurrent(user, now) && (
          <ConfirmButton
            label="Unlock account"
            className="button"
            title={`Unlock the account of ${name}?`}
            actions={[{ label: 'Unlock account', pendingLabel: 'Unlocking…', tone: 'secondary', run: unlock }]}
            describeError={(error) => `The account was not unlocked. ${describeFailure(error)}`}
          >
            <p>
              {name} can sign in again at once, and the count of failed sign-ins starts over. They are told by e-mail.
            </p>
          </ConfirmButton>
        )}
        <ConfirmButton
          label="End all sessions"
          title={`End all sessions of ${name}?`}
          actions={[{ label: 'End all sessions', pendingLabel: 'Ending sessions…', run: endSessions }]}
          describeError={(error) => `The sessions were not ended. ${describeFailure(error)}`}
        >
          <p>{name} is signed out on every device at once and must sign in again. Their account is not changed.</p>
        </ConfirmButton>
      </div>
    </section>
  );
}
