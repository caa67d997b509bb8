import { type DemoAccount, demoAccounts } from '#web/features/auth/lib/demo-accounts.ts';
import './demo-credentials.css';

/** The demo accounts as buttons that fill the login form; nothing in builds without them. */
export function DemoCredentials({ onPick }: { onPick: (account: DemoAccount) => void }) {
  if (demoAccounts.length === 0) return null;

  return (
    <section className="demo-credentials" aria-labelledby="demo-credentials-heading">
      <h2 id="demo-credentials-heading">Demo accounts</h2>
      <p>Choose one to fill in the form, then sign in.</p>
      <ul>
        {demoAccounts.map((account) => (
          <li key={account.email}>
            <button
              className="button button--secondary"
              type="button"
              aria-label={`Use the ${account.role} demo account`}
              onClick={() => onPick(account)}
            >
              <strong>{account.role}</strong>
              <span>
                {account.email} / {account.password}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
