import { useEffect, useRef } from 'react';
import { reserveBannerSpace } from '#web/features/consent/lib/banner-space.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { useConsent } from './consent-provider';
import './consent.css';

export const COOKIE_POLICY_PATH = '/legal-docs/cookie-policy';

/**
 * The consent banner: at the bottom, with a close button and an animation, no backdrop, non-blocking. Its text
 * is one short sentence: the banner appears a second after the page, and a longer text there was
 * the largest paint of a first visit on a phone, so it set the page's LCP (docs/rendering.md). The
 * cookie policy behind Learn More says the rest; the choice can be changed under Cookie settings.
 * While it shows, its height is reserved at the bottom of the page, so it covers neither the footer
 * nor a focused element.
 */
export function ConsentBanner() {
  const { acceptAll, rejectAll, openPreferences, closeBanner } = useConsent();
  const bannerRef = useRef<HTMLElement>(null);
  useEffect(() => (bannerRef.current ? reserveBannerSpace(bannerRef.current) : undefined), []);
  return (
    <section ref={bannerRef} className="consent-banner" aria-label="Cookie consent" data-testid="consent-banner">
      <button type="button" className="consent-banner__close" aria-label="Close" onClick={closeBanner}>
        ×
      </button>
      <h2 className="consent-banner__title">We value your privacy</h2>
      <p className="consent-banner__text">
        With your consent we count page views (first-party, no third parties).{' '}
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
