import { useEffect, useRef } from 'react';
import { reserveBannerSpace } from '#web/features/consent/lib/banner-space.ts';
import { COOKIE_POLICY_PATH, CONSENT_BANNER_TEXT as TEXT } from '#web/features/consent/lib/consent-texts.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { useConsent } from './consent-provider';
import './consent.css';

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
    <section ref={bannerRef} className="consent-banner" aria-label={TEXT.label} data-testid="consent-banner">
      <button type="button" className="consent-banner__close" aria-label={TEXT.close} onClick={closeBanner}>
        ×
      </button>
      <h2 className="consent-banner__title">{TEXT.title}</h2>
      <p className="consent-banner__text">
        {TEXT.text}{' '}
        <Link to={COOKIE_POLICY_PATH}>
          {TEXT.learnMore}
          <span className="visually-hidden">{TEXT.learnMoreHidden}</span>
        </Link>
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button" onClick={acceptAll}>
          {TEXT.acceptAll}
        </button>
        <button type="button" className="button button--secondary" onClick={rejectAll}>
          {TEXT.rejectAll}
        </button>
        <button type="button" className="button button--secondary" onClick={openPreferences}>
          {TEXT.manage}
        </button>
      </div>
    </section>
  );
}
