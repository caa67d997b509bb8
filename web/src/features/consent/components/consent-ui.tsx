import { CONSENT_CATEGORIES } from '#shared/consent.ts';
import {
  CONSENT_BANNER_TEXT as BANNER,
  CONSENT_CATEGORY_TEXTS,
  COOKIE_POLICY_PATH,
  CONSENT_PREFERENCES_TEXT as PREFERENCES,
} from '#web/features/consent/lib/consent-texts.ts';
import { Field } from '#web/shared/ui/field.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import '#web/shared/ui/modal-dialog.css';
import './consent.css';

interface ActionButtonProps {
  /** What `<site-consent>` does on a click (its `data-consent`). */
  action: string;
  label: string;
  primary?: boolean;
  submit?: boolean;
}

function ActionButton({ action, label, primary = false, submit = false }: ActionButtonProps) {
  return (
    <button
      type={submit ? 'submit' : 'button'}
      className={primary ? 'button' : 'button button--secondary'}
      data-consent={action}
    >
      {label}
    </button>
  );
}

/**
 * The consent banner: at the bottom, with a close button and an animation, no backdrop, non-blocking. Its text
 * is one short sentence: the banner appears a second after the page, and a longer text there was
 * the largest paint of a first visit on a phone, so it set the page's LCP (docs/rendering.md). The
 * cookie policy behind Learn More says the rest; the choice can be changed under Cookie settings.
 */
function ConsentBanner() {
  return (
    <section className="consent-banner" aria-label={BANNER.label} data-testid="consent-banner" hidden>
      <button type="button" className="consent-banner__close" aria-label={BANNER.close} data-consent="close">
        ×
      </button>
      <h2 className="consent-banner__title">{BANNER.title}</h2>
      <p className="consent-banner__text">
        {BANNER.text}{' '}
        <Link to={COOKIE_POLICY_PATH}>
          {BANNER.learnMore}
          <span className="visually-hidden">{BANNER.learnMoreHidden}</span>
        </Link>
      </p>
      <div className="consent-banner__actions">
        <ActionButton action="accept-all" label={BANNER.acceptAll} primary />
        <ActionButton action="reject-all" label={BANNER.rejectAll} />
        <ActionButton action="manage" label={BANNER.manage} />
      </div>
    </section>
  );
}

/**
 * The preferences dialog (a native modal: the page inert behind it, Escape closes it): the four
 * categories, necessary disabled and on, boxes for the others (checked as the visitor chose when
 * it opens); and a reset, which forgets the stored choice and shows the banner again.
 */
function ConsentPreferences() {
  return (
    <dialog className="modal modal--wide" aria-labelledby="consent-preferences-title">
      <h2 id="consent-preferences-title" className="modal__title">
        {PREFERENCES.title}
      </h2>
      <form className="consent-preferences">
        <ul className="consent-preferences__list">
          {CONSENT_CATEGORIES.map((category) => {
            const text = CONSENT_CATEGORY_TEXTS[category.id];
            return (
              <li key={category.id} className="consent-preferences__item">
                <Field
                  label={category.required ? `${text.name} (required)` : text.name}
                  hint={text.description}
                  layout="checkbox"
                >
                  {(control) => (
                    <input
                      {...control}
                      type="checkbox"
                      name={category.id}
                      defaultChecked={category.required}
                      disabled={category.required}
                    />
                  )}
                </Field>
              </li>
            );
          })}
        </ul>
        <div className="consent-preferences__actions">
          <ActionButton action="save" label={PREFERENCES.save} primary submit />
          <ActionButton action="close-preferences" label={PREFERENCES.close} />
        </div>
        <div className="consent-preferences__reset">
          <p id="consent-reset-description" className="consent-preferences__description">
            {PREFERENCES.resetDescription}
          </p>
          <button
            type="button"
            className="button button--secondary"
            aria-describedby="consent-reset-description"
            data-consent="reset"
          >
            {PREFERENCES.reset}
          </button>
        </div>
      </form>
    </dialog>
  );
}

/**
 * The consent's banner and preferences dialog, drawn once, in every page's frame (a pre-rendered
 * public page and the app alike), the banner hidden and the dialog closed. `<site-consent>`
 * (web/src/islands/consent.ts) is their one behaviour, on a public page and in the app: the banner
 * a second after the page while no choice is stored, the dialog, each choice stored and sent.
 */
export function ConsentUi() {
  return (
    <site-consent>
      <ConsentBanner />
      <ConsentPreferences />
    </site-consent>
  );
}
