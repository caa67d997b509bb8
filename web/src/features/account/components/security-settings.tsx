import { type ReactNode, useState } from 'react';
import type { SessionSummary } from '#shared/accounts.ts';
import { describeUserAgent } from '#shared/user-agent.ts';
import { endOtherSessions, endSession, useSessions } from '#web/features/account/api/sessions.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import '#web/shared/ui/item-list.css';
import './security-settings.css';

type Outcome = { tone: 'success' | 'error'; message: string };

/** When a session began, was last used and ends: a sign-in history, so with the zone. */
function formatTime(iso: string): string {
  return formatForViewer(iso, 'dateTimeZone') || iso;
}

function Time({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatTime(iso)}</time>;
}

/**
 * "Signed-in devices": the caller's live sessions (browser, created, last used, expires), "This
 * device" and "in use now" for the current one (its stored last use is written at most every 5
 * minutes, so it would lag behind the very request that lists it), "Sign out" for each other one, and "Sign out everywhere else"
 * after a confirmation (whose failure it shows). The list is read again after every change.
 */
function SignedInDevices({ userId }: { userId: string }) {
  const { data, error, mutate } = useSessions(userId);
  const [pending, setPending] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();

  async function run(key: string, action: () => Promise<string>, failure: string) {
    setPending(key);
    setOutcome(undefined);
    try {
      setOutcome({ tone: 'success', message: await action() });
    } catch (cause) {
      setOutcome({ tone: 'error', message: `${failure} ${describeFailure(cause)}` });
    } finally {
      setPending(undefined);
      void mutate();
    }
  }

  function signOut(session: SessionSummary) {
    const name = describeUserAgent(session.userAgent);
    void run(
      session.id,
      async () => {
        await endSession(session.id);
        return `${name} has been signed out.`;
      },
      `${name} was not signed out.`,
    );
  }

  async function signOutOthers() {
    setOutcome(undefined);
    try {
      const { ended } = await endOtherSessions();
      setOutcome({
        tone: 'success',
        message: ended === 1 ? 'One other device has been signed out.' : `${ended} other devices have been signed out.`,
      });
    } finally {
      void mutate();
    }
  }

  if (error && !data) return <LoadFailure what="Your signed-in devices" error={error} onRetry={() => void mutate()} />;
  if (!data) return <Spinner label="Loading your signed-in devices…" />;

  const others = data.sessions.filter((session) => !session.current);
  return (
    <section className="page-stack" aria-labelledby="signed-in-devices-title">
      <h2 id="signed-in-devices-title">Signed-in devices</h2>
      <p>Where your account is signed in now. Sign out any device you do not recognise, then change your password.</p>
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      <ul className="item-list" aria-label="Signed-in devices">
        {data.sessions.map((session) => (
          <DeviceItem key={session.id} session={session}>
            {!session.current && (
              <button
                className="button button--secondary"
                type="button"
                onClick={() => signOut(session)}
                disabled={pending !== undefined}
                aria-busy={pending === session.id}
              >
                {pending === session.id ? 'Signing out…' : 'Sign out'}
                <span className="visually-hidden"> {describeUserAgent(session.userAgent)}</span>
              </button>
            )}
          </DeviceItem>
        ))}
      </ul>
      {others.length > 0 && (
        <div>
          <ConfirmButton
            label="Sign out everywhere else"
            disabled={pending !== undefined}
            title="Sign out everywhere else?"
            actions={[{ label: 'Sign out other devices', pendingLabel: 'Signing out…', run: signOutOthers }]}
            describeError={(cause) => `The other devices were not signed out. ${describeFailure(cause)}`}
          >
            <p>
              Every other device signed in to your account ({others.length}) is signed out at once and must sign in
              again. This device stays signed in.
            </p>
          </ConfirmButton>
        </div>
      )}
    </section>
  );
}

function DeviceItem({ session, children }: { session: SessionSummary; children: ReactNode }) {
  return (
    <li className="item-list__item device-list__item" data-current={session.current || undefined}>
      <p className="device-list__name">
        {describeUserAgent(session.userAgent)}
        {session.current && <span className="device-list__badge">This device</span>}
      </p>
      <p className="item-list__meta">
        Signed in <Time iso={session.createdAt} /> ·{' '}
        {/* The stored time moves at most every 5 minutes; the device reading this list is in use now. */}
        {session.current ? (
          'in use now'
        ) : (
          <>
            last used <Time iso={session.lastUsedAt} />
          </>
        )}{' '}
        · expires <Time iso={session.expiresAt} />
      </p>
      {children}
    </li>
  );
}

/** The Security tab of the account settings: the passkeys (composed by the page), then the signed-in devices. */
export function SecuritySettings({ userId, passkeys }: { userId: string; passkeys?: ReactNode }) {
  return (
    <div className="page-stack">
      {passkeys}
      <SignedInDevices userId={userId} />
    </div>
  );
}
