import { useEffect, useState } from 'react';
import { isAccepted } from '#web/features/consent/lib/consent-record.ts';
import { onPageConsentChange, pageConsent } from '#web/features/consent/lib/page-consent.ts';

/**
 * Whether the visitor accepts analytics, following each choice made in the consent banner or
 * dialog (`<site-consent>`). False on the page renderer, which has no storage. Kept as state, not
 * read through `useSyncExternalStore`: its switch at hydration would be an urgent update, which
 * makes React drop a still-dehydrated route's server HTML (docs/rendering.md).
 */
export function useAnalyticsConsent(): boolean {
  const [accepted, setAccepted] = useState(
    () => typeof window !== 'undefined' && isAccepted(pageConsent().record, 'analytics'),
  );
  useEffect(() => onPageConsentChange((record) => setAccepted(isAccepted(record, 'analytics'))), []);
  return accepted;
}
