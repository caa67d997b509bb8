import { BANNER_DELAY_MS } from '#web/features/consent/lib/banner-delay.ts';
import { reserveBannerSpace } from '#web/features/consent/lib/banner-space.ts';
import {
  acceptAll,
  type ConsentChoices,
  type ConsentRecord,
  choicesOf,
  defaultConsent,
  rejectAll,
  savePreferences,
} from '#web/features/consent/lib/consent-record.ts';
import {
  browserStorages,
  markBannerDismissed,
  resetStoredConsent,
  saveStoredConsent,
} from '#web/features/consent/lib/consent-storage.ts';
import { pageConsent, setPageConsent, whenAnalyticsAccepted } from '#web/features/consent/lib/page-consent.ts';
import { configuredAnalyticsId } from '#web/features/page-views/lib/analytics-config.ts';
import { defineIsland } from './define-island';
import { pageViewMayBeSent } from './page-view-gate';

const warn = (message: string) => console.warn(message);

/** Sends the record to `POST /api/consent` (its code loads with the first choice); a failure is logged. */
function sendConsent(record: ConsentRecord): void {
  import('#web/features/consent/api/save-consent.ts')
    .then(({ saveConsent }) =>
      saveConsent({
        sessionId: record.sessionId,
        decisions: record.decisions,
        lastUpdated: record.lastUpdated,
        version: record.version,
        userAgent: navigator.userAgent.slice(0, 512),
      }),
    )
    .catch((error: unknown) => console.warn('Cookie consent not recorded on the server.', error));
}

/**
 * Records a public page's one view once analytics are accepted (now, or by a choice made on the
 * page). Only the islands' entry calls it: the app records its pages' views itself.
 */
export function recordPageViewOnConsent(): void {
  whenAnalyticsAccepted(() => {
    if (configuredAnalyticsId() === undefined) return;
    // Loaded on demand, so every island of the page has started what the view waits for.
    import('#web/features/page-views/lib/send-page-view.ts')
      .then(async ({ sendPageView }) => {
        await pageViewMayBeSent();
        await sendPageView(location.pathname, document.referrer);
      })
      .catch((error: unknown) => console.warn(`Page view of ${location.pathname} not recorded.`, error));
  });
}

/** The element that opened the dialog, if it can take the focus back (not the body: a click in Safari focuses no button). */
const focusable = (element: HTMLElement | undefined) =>
  element?.isConnected && element !== document.body && !element.closest('[hidden]') ? element : undefined;

/** What `<site-cookie-settings>` asks of `<site-consent>`. */
interface ConsentElement extends HTMLElement {
  openPreferences(): void;
}

/**
 * `<site-consent>` around the banner and the preferences dialog that the frame draws
 * (features/consent/components/consent-ui.tsx), on a public page and in the app: shows the
 * banner a second after the page while no choice is stored, opens the dialog (also for "Cookie
 * settings" in the footer), and stores and sends each choice. A class made when it is defined:
 * the page renderer loads the app's modules where there is no HTMLElement.
 */
const siteConsent = () =>
  class extends HTMLElement implements ConsentElement {
    #banner: HTMLElement | null = null;
    #dialog: HTMLDialogElement | null = null;
    /** Whether the banner still asks: no choice made, not closed; it waits while the dialog is open. */
    #bannerWanted = false;
    /** Gives back the page's bottom, which the banner's height is reserved from while it shows. */
    #releaseSpace: (() => void) | undefined;
    #opener: HTMLElement | undefined;

    connectedCallback() {
      if (this.#banner) return;
      this.#banner = this.querySelector('.consent-banner');
      this.#dialog = this.querySelector('dialog');
      this.#on('accept-all', () => this.#commit(acceptAll(pageConsent().record, Date.now())));
      this.#on('reject-all', () => this.#commit(rejectAll(pageConsent().record, Date.now())));
      this.#on('manage', () => this.openPreferences());
      this.#on('close', () => {
        markBannerDismissed(browserStorages());
        this.#bannerWanted = false;
        this.#showBanner(false);
      });
      this.#on('close-preferences', () => this.#dialog?.close());
      this.#on('reset', () => {
        resetStoredConsent(browserStorages());
        setPageConsent(defaultConsent(Date.now(), Math.random));
        this.#bannerWanted = true;
        this.#dialog?.close();
      });
      this.#dialog?.querySelector('form')?.addEventListener('submit', (event) => {
        event.preventDefault();
        const choices = {} as ConsentChoices;
        for (const box of this.#boxes()) choices[box.name as keyof ConsentChoices] = box.checked;
        this.#commit(savePreferences(pageConsent().record, choices, Date.now()));
      });
      this.#dialog?.addEventListener('close', () => {
        this.#showBanner(this.#bannerWanted);
        (focusable(this.#opener) ?? document.querySelector<HTMLElement>('site-cookie-settings button'))?.focus();
      });
      if (pageConsent().bannerDue) {
        setTimeout(() => {
          this.#bannerWanted = true;
          this.#showBanner(!this.#dialog?.open);
        }, BANNER_DELAY_MS);
      }
    }

    #on(action: string, press: () => void) {
      this.querySelector(`[data-consent="${action}"]`)?.addEventListener('click', press);
    }

    #boxes() {
      return this.#dialog?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ?? [];
    }

    #commit(next: ConsentRecord) {
      setPageConsent(next);
      this.#bannerWanted = false;
      this.#showBanner(false);
      this.#dialog?.close();
      saveStoredConsent(browserStorages(), next, warn);
      sendConsent(next);
    }

    #showBanner(shown: boolean) {
      const banner = this.#banner;
      if (!banner || banner.hidden !== shown) return;
      banner.hidden = !shown;
      this.#releaseSpace?.();
      // The footer's links and a focused element stay clear of the fixed banner.
      this.#releaseSpace = shown ? reserveBannerSpace(banner) : undefined;
    }

    /** Opens the preferences dialog with the visitor's choices; the banner waits until it closes. */
    openPreferences() {
      const dialog = this.#dialog;
      if (!dialog || dialog.open) return;
      this.#opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
      const choices = choicesOf(pageConsent().record);
      for (const box of this.#boxes()) box.checked = box.disabled || choices[box.name as keyof ConsentChoices];
      this.#showBanner(false);
      dialog.showModal();
    }
  };

/**
 * `<site-consent>`, once in every page's frame, keeps the consent; `<site-cookie-settings>` around
 * the footer's "Cookie settings" button opens its preferences.
 */
export function defineConsentIslands(): void {
  defineIsland('site-consent', siteConsent);
  defineIsland(
    'site-cookie-settings',
    () =>
      class extends HTMLElement {
        connectedCallback() {
          this.querySelector('button')?.addEventListener('click', () =>
            document.querySelector<ConsentElement>('site-consent')?.openPreferences(),
          );
        }
      },
  );
}
