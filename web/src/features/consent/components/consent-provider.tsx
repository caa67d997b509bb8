import {
  createContext,
  type ReactNode,
  type RefObject,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CONSENT_CATEGORIES, type ConsentInput } from '#shared/consent.ts';
import { saveConsent } from '#web/features/consent/api/save-consent.ts';
import { BANNER_DELAY_MS } from '#web/features/consent/lib/banner-delay.ts';
import {
  acceptAll as acceptAllRecord,
  type ConsentChoices,
  type ConsentRecord,
  defaultConsent,
  hasDoNotTrack,
  initialConsent,
  isAccepted,
  rejectAll as rejectAllRecord,
  savePreferences as savePreferencesRecord,
} from '#web/features/consent/lib/consent-record.ts';
import {
  browserStorages,
  loadStoredConsent,
  markBannerDismissed,
  resetStoredConsent,
  saveStoredConsent,
  wasBannerDismissed,
} from '#web/features/consent/lib/consent-storage.ts';

export interface ConsentContextValue {
  record: ConsentRecord;
  analyticsAccepted: boolean;
  bannerVisible: boolean;
  preferencesOpen: boolean;
  acceptAll: () => void;
  rejectAll: () => void;
  savePreferences: (choices: ConsentChoices) => void;
  /** Closes the banner without a choice: the defaults (analytics off) stay for this visit. */
  closeBanner: () => void;
  openPreferences: () => void;
  closePreferences: () => void;
  /**
   * The standing "Cookie settings" button: focus goes there when the preferences close and what
   * opened them is gone (the banner, which a choice removes).
   */
  settingsButtonRef: RefObject<HTMLButtonElement | null>;
  /** Clears the stored consent, rebuilds the defaults and shows the banner again. */
  reset: () => void;
}

const ConsentContext = createContext<ConsentContextValue | undefined>(undefined);

function warn(message: string): void {
  console.warn(message);
}

/** Sends the record to `POST /api/consent`; a failure is logged, never blocks. */
function sendConsent(record: ConsentRecord): void {
  const input: ConsentInput = {
    sessionId: record.sessionId,
    decisions: record.decisions,
    lastUpdated: record.lastUpdated,
    version: record.version,
    userAgent: globalThis.navigator?.userAgent?.slice(0, 512),
  };
  saveConsent(input).catch((error: unknown) => console.warn('Cookie consent not recorded on the server.', error));
}

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [initial] = useState(() =>
    initialConsent({
      // The page renderer has no storage, and nothing to warn about.
      stored: loadStoredConsent(browserStorages(), typeof window === 'undefined' ? () => undefined : warn),
      now: Date.now(),
      random: Math.random,
      doNotTrack: hasDoNotTrack(globalThis.navigator as Navigator & { globalPrivacyControl?: boolean }),
      log: warn,
    }),
  );
  const [record, setRecord] = useState(initial.record);
  const [bannerWanted, setBannerWanted] = useState(initial.showBanner && !wasBannerDismissed(browserStorages()));
  const [delayPassed, setDelayPassed] = useState(false);
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const settingsButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!bannerWanted || delayPassed) return;
    // A transition: on a pre-rendered page whose content has not hydrated yet (its chunk still
    // loading on a slow device), an urgent update would make React drop the content's HTML and
    // paint it again; a transition waits for the hydration (docs/rendering.md).
    const timer = setTimeout(() => startTransition(() => setDelayPassed(true)), BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [bannerWanted, delayPassed]);

  const commit = useCallback((next: ConsentRecord) => {
    setRecord(next);
    setBannerWanted(false);
    setPreferencesOpen(false);
    saveStoredConsent(browserStorages(), next, warn);
    sendConsent(next);
  }, []);

  const value = useMemo((): ConsentContextValue => {
    return {
      record,
      analyticsAccepted: isAccepted(record, 'analytics'),
      bannerVisible: bannerWanted && delayPassed,
      preferencesOpen,
      acceptAll: () => commit(acceptAllRecord(record, Date.now())),
      rejectAll: () => commit(rejectAllRecord(record, Date.now())),
      savePreferences: (choices) => commit(savePreferencesRecord(record, choices, Date.now())),
      closeBanner: () => {
        markBannerDismissed(browserStorages());
        setBannerWanted(false);
      },
      openPreferences: () => setPreferencesOpen(true),
      closePreferences: () => setPreferencesOpen(false),
      settingsButtonRef,
      reset: () => {
        resetStoredConsent(browserStorages());
        setRecord(defaultConsent(Date.now(), Math.random));
        setPreferencesOpen(false);
        setBannerWanted(true);
        setDelayPassed(true);
      },
    };
  }, [record, bannerWanted, delayPassed, preferencesOpen, commit]);

  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent must be used within a ConsentProvider');
  return value;
}

/** The categories in display order, for the preferences modal. */
export const consentCategories = CONSENT_CATEGORIES;
