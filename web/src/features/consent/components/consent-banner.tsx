import { Link } from 'react-router';
import { useConsent } from './consent-provider';
import './consent.css';

export const COOKIE_POLICY_PATH = '/legal-docs/cookie-policy';

/** Spec §9: at the bottom, with a close button and an animation, no backdrop, non-blocking. */
export function ConsentBanner() {
  const { acceptAll, rejectAll, openPreferences, closeBanner } = useConsent();
  return (
    <section className="consent-banner" aria-label="Cookie consent" data-testid="consent-banner">
      <button type="button" className="consent-banner__close" aria-label="Close" onClick={closeBanner}>
        ×
      </button>
      <h2 className="consent-banner__title">We value your privacy</h2>
      <p className="consent-banner__text">
        We use necessary cookies to run this site. With your consent we also count page views (first-party analytics, no
        third parties). You can change your choice at any time under Cookie settings.{' '}
        <Link to={COOKIE_POLICY_PATH}>
          Learn More<span className="visually-hidden"> about cookies on this site</span>
        </Link>
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button" onClick={acceptAll}>
          Accept All
        </button>
        <button type="button" className="button button--secondary" onClick={rejectAll}>
          Reject All
        </button>
        <button type="button" className="button button--secondary" onClick={openPreferences}>
          Manage Preferences
        </button>
      </div>
    </section>
  );
}
