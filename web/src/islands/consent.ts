import { CONSENT_CATEGORIES } from '#shared/consent.ts';
import { BANNER_DELAY_MS } from '#web/features/consent/lib/banner-delay.ts';
import { reserveBannerSpace } from '#web/features/consent/lib/banner-space.ts';
import {
  acceptAll,
  type ConsentChoices,
  type ConsentRecord,
  choicesOf,
  defaultConsent,
  hasDoNotTrack,
  initialConsent,
  isAccepted,
  rejectAll,
  savePreferences,
} from '#web/features/consent/lib/consent-record.ts';
import {
  browserStorages,
  loadStoredConsent,
  markBannerDismissed,
  resetStoredConsent,
  saveStoredConsent,
  wasBannerDismissed,
} from '#web/features/consent/lib/consent-storage.ts';
import {
  CONSENT_BANNER_TEXT as BANNER,
  CONSENT_CATEGORY_TEXTS,
  COOKIE_POLICY_PATH,
  CONSENT_PREFERENCES_TEXT as PREFERENCES,
} from '#web/features/consent/lib/consent-texts.ts';
import { configuredAnalyticsId } from '#web/features/page-views/lib/analytics-config.ts';
import { defineIsland } from './define-island';
import { h } from './dom';
import { pageViewMayBeSent } from './page-view-gate';

const warn = (message: string) => console.warn(message);

/** This page's one view, recorded once analytics are accepted (now, or by a choice made on the page). */
let viewRecorded = false;
function recordPageView(record: ConsentRecord): void {
  if (viewRecorded || !isAccepted(record, 'analytics') || configuredAnalyticsId() === undefined) return;
  viewRecorded = true;
  // Loaded on demand, so every island of the page has started what the view waits for.
  import('#web/features/page-views/lib/send-page-view.ts')
    .then(async ({ sendPageView }) => {
      await pageViewMayBeSent();
      await sendPageView(location.pathname, document.referrer);
    })
    .catch((error: unknown) => console.warn(`Page view of ${location.pathname} not recorded.`, error));
}

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
 * The consent of a public page, as the app keeps it: the stored record (or the defaults, or
 * Do Not Track's), the banner a second after the page while no choice is stored, the preferences
 * dialog (also from "Cookie settings" in the footer) and its reset. Every choice is stored and
 * sent as in the app; the page view waits for analytics consent.
 */
class Consent {
  private record: ConsentRecord;
  private banner: HTMLElement | undefined;
  /** Gives back the page's bottom, which the banner's height is reserved from while it shows. */
  private releaseSpace: (() => void) | undefined;
  private dialog: HTMLDialogElement | undefined;
  /** Where focus goes when the dialog closes and what opened it is gone. */
  settingsButton: HTMLButtonElement | undefined;

  constructor(private readonly host: HTMLElement) {
    const initial = initialConsent({
      stored: loadStoredConsent(browserStorages(), warn),
      now: Date.now(),
      random: Math.random,
      doNotTrack: hasDoNotTrack(navigator as Navigator & { globalPrivacyControl?: boolean }),
      log: warn,
    });
    this.record = initial.record;
    recordPageView(this.record);
    if (initial.showBanner && !wasBannerDismissed(browserStorages())) {
      setTimeout(() => this.showBanner(), BANNER_DELAY_MS);
    }
  }

  private commit(next: ConsentRecord): void {
    this.record = next;
    this.hideBanner();
    this.dialog?.close();
    saveStoredConsent(browserStorages(), next, warn);
    sendConsent(next);
    recordPageView(next);
  }

  private hideBanner(): void {
    this.releaseSpace?.();
    this.releaseSpace = undefined;
    this.banner?.remove();
    this.banner = undefined;
  }

  private showBanner(): void {
    if (this.banner || this.dialog?.open) return;
    const button = (label: string, secondary: boolean, onClick: () => void) => {
      const element = h('button', { type: 'button', class: secondary ? 'button button--secondary' : 'button' }, label);
      element.addEventListener('click', onClick);
      return element;
    };
    const close = h('button', { type: 'button', class: 'consent-banner__close', 'aria-label': BANNER.close }, '×');
    close.addEventListener('click', () => {
      markBannerDismissed(browserStorages());
      this.hideBanner();
    });
    this.banner = h(
      'section',
      { class: 'consent-banner', 'aria-label': BANNER.label, 'data-testid': 'consent-banner' },
      close,
      h('h2', { class: 'consent-banner__title' }, BANNER.title),
      h(
        'p',
        { class: 'consent-banner__text' },
        `${BANNER.text} `,
        h(
          'a',
          { href: COOKIE_POLICY_PATH },
          BANNER.learnMore,
          h('span', { class: 'visually-hidden' }, BANNER.learnMoreHidden),
        ),
      ),
      h(
        'div',
        { class: 'consent-banner__actions' },
        button(BANNER.acceptAll, false, () => this.commit(acceptAll(this.record, Date.now()))),
        button(BANNER.rejectAll, true, () => this.commit(rejectAll(this.record, Date.now()))),
        button(BANNER.manage, true, () => this.openPreferences()),
      ),
    );
    this.host.append(this.banner);
    // The footer's links and a focused element stay clear of the fixed banner, as in the app.
    this.releaseSpace = reserveBannerSpace(this.banner);
  }

  /** The preferences dialog (a native modal: the page inert behind it, Escape closes it), made afresh each time. */
  openPreferences(): void {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    this.dialog?.remove();
    const choices: ConsentChoices = choicesOf(this.record);
    const items = CONSENT_CATEGORIES.map((category) => {
      const text = CONSENT_CATEGORY_TEXTS[category.id];
      const id = `consent-${category.id}`;
      const box = h('input', {
        type: 'checkbox',
        id,
        name: category.id,
        'aria-describedby': `${id}-hint`,
        checked: category.required || choices[category.id] ? true : undefined,
        disabled: category.required ? true : undefined,
      }) as HTMLInputElement;
      box.addEventListener('change', () => {
        choices[category.id] = box.checked;
      });
      return h(
        'li',
        { class: 'consent-preferences__item' },
        h(
          'label',
          { class: 'checkbox-field', for: id },
          box,
          h('span', {}, category.required ? `${text.name} (required)` : text.name),
        ),
        h('p', { id: `${id}-hint`, class: 'field__hint' }, text.description),
      );
    });
    const closeButton = h('button', { type: 'button', class: 'button button--secondary' }, PREFERENCES.close);
    const resetButton = h(
      'button',
      { type: 'button', class: 'button button--secondary', 'aria-describedby': 'consent-reset-description' },
      PREFERENCES.reset,
    );
    const form = h(
      'form',
      { class: 'consent-preferences' },
      h('ul', { class: 'consent-preferences__list' }, ...items),
      h(
        'div',
        { class: 'consent-preferences__actions' },
        h('button', { type: 'submit', class: 'button' }, PREFERENCES.save),
        closeButton,
      ),
      h(
        'div',
        { class: 'consent-preferences__reset' },
        h(
          'p',
          { id: 'consent-reset-description', class: 'consent-preferences__description' },
          PREFERENCES.resetDescription,
        ),
        resetButton,
      ),
    );
    const dialog = h(
      'dialog',
      { class: 'modal modal--wide', 'aria-labelledby': 'consent-preferences-title' },
      h('h2', { id: 'consent-preferences-title', class: 'modal__title' }, PREFERENCES.title),
      form,
    ) as HTMLDialogElement;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      this.commit(savePreferences(this.record, choices, Date.now()));
    });
    closeButton.addEventListener('click', () => dialog.close());
    resetButton.addEventListener('click', () => {
      resetStoredConsent(browserStorages());
      this.record = defaultConsent(Date.now(), Math.random);
      dialog.close();
      this.showBanner();
    });
    dialog.addEventListener('close', () => {
      dialog.remove();
      const target = opener?.isConnected ? opener : this.settingsButton;
      target?.focus();
    });
    this.hideBanner();
    this.dialog = dialog;
    this.host.append(dialog);
    dialog.showModal();
  }
}

let consent: Consent | undefined;

/**
 * `<site-consent>`, once in every public page's frame, keeps the consent; `<site-cookie-settings>`
 * around the footer's "Cookie settings" button opens its preferences.
 */
export function defineConsentIslands(): void {
  defineIsland(
    'site-consent',
    () =>
      class extends HTMLElement {
        connectedCallback() {
          consent ??= new Consent(this);
        }
      },
  );
  defineIsland(
    'site-cookie-settings',
    () =>
      class extends HTMLElement {
        connectedCallback() {
          const button = this.querySelector('button');
          if (!button) return;
          button.addEventListener('click', () => consent?.openPreferences());
          customElements.whenDefined('site-consent').then(() => {
            if (consent) consent.settingsButton = button;
          });
        }
      },
  );
}
