import { lazy, Suspense } from 'react';
import { useConsent } from './consent-provider';

/** Kept out of the first load: fetched only once the banner or the modal is due. */
const ConsentBanner = lazy(() => import('./consent-banner').then((module) => ({ default: module.ConsentBanner })));
const ConsentPreferences = lazy(() =>
  import('./consent-preferences').then((module) => ({ default: module.ConsentPreferences })),
);

/** The banner (after its delay) and the preferences modal, each loaded when first needed. */
export function ConsentUi() {
  const { bannerVisible, preferencesOpen } = useConsent();
  return (
    <Suspense fallback={null}>
      {bannerVisible && !preferencesOpen && <ConsentBanner />}
      {preferencesOpen && <ConsentPreferences />}
    </Suspense>
  );
}
