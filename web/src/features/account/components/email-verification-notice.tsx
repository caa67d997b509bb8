import { useState } from 'react';
import { EMAIL_VERIFICATION_LIFETIME_HOURS } from '#shared/accounts.ts';
import { resendVerification } from '#web/features/account/api/resend-verification.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { Alert } from '#web/shared/ui/alert.tsx';

type Outcome = { tone: 'success' | 'error'; message: string };

/**
 * Shown on the profile while the account's address is not verified: what that means, and
 * "Resend verification" for a new link (the server allows one a minute and says so).
 */
export function EmailVerificationNotice({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  async function resend() {
    setSending(true);
    setOutcome(undefined);
    try {
      const { message } = await resendVerification();
      setOutcome({ tone: 'success', message });
    } catch (error) {
      setOutcome({ tone: 'error', message: describeFailure(error) });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="page-stack" aria-labelledby="email-verification-heading">
      <h2 id="email-verification-heading">E-mail not verified</h2>
      <p>
        We sent a link to <strong>{email}</strong>: open it to verify your address. Until then you can edit your
        profile, but not create documents or projects. The link works for {EMAIL_VERIFICATION_LIFETIME_HOURS} hours.
      </p>
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      <div>
        <button className="button button--secondary" type="button" onClick={resend} disabled={sending}>
          {sending ? 'Sending…' : 'Resend verification'}
        </button>
      </div>
    </section>
  );
}
