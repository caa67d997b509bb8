import { useEffect, useState } from 'react';
import { verifyEmail } from '#web/features/auth/api/verify-email.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

type Result = { tone: 'success' | 'error'; message: string };

/**
 * One request per token and page load: a link works once, so the second run of the effect (React's
 * StrictMode, a re-mount) must read the first answer rather than ask again and be told "used".
 */
const attempts = new Map<string, Promise<Result>>();

function verifyOnce(token: string): Promise<Result> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail(token).then(
      ({ message }): Result => ({ tone: 'success', message }),
      (error: unknown): Result => ({ tone: 'error', message: describeFailure(error) }),
    );
    attempts.set(token, attempt);
  }
  return attempt;
}

/** Verifies the address with the token of the mailed link, and says how it went. */
export function EmailVerification({ token, onVerified }: { token: string; onVerified?: () => void }) {
  const [result, setResult] = useState<Result>();

  useEffect(() => {
    let current = true;
    void verifyOnce(token).then((answer) => {
      if (!current) return;
      setResult(answer);
      if (answer.tone === 'success') onVerified?.();
    });
    return () => {
      current = false;
    };
  }, [token, onVerified]);

  if (!result) return <Spinner label="Verifying your e-mail address…" />;
  return <Alert tone={result.tone}>{result.message}</Alert>;
}
