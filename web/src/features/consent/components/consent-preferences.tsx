import { useState } from 'react';
import type { ConsentCategoryId } from '#shared/consent.ts';
import { choicesOf } from '#web/features/consent/lib/consent-record.ts';
import { CheckboxField } from '#web/shared/ui/checkbox-field.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { consentCategories, useConsent } from './consent-provider';
import './consent.css';

/**
 * What each category covers. A theme the visitor picks with the toggle or "Use system theme" is
 * stored as part of Necessary: it is a setting the visitor asked for by pressing the button (the
 * theme is persisted whatever the consent), so the dialog says so, and Preferences claims nothing
 * the site does not do (docs/decisions.md).
 */
const CATEGORY_TEXTS: Record<ConsentCategoryId, { name: string; description: string }> = {
  necessary: {
    name: 'Necessary',
    description:
      'Needed for the site to work: signing in, security, remembering this choice, and the theme you pick with the theme buttons (kept because you asked for it). Always on.',
  },
  analytics: {
    name: 'Analytics',
    description: 'First-party page-view counts that show which pages are read. Nothing is shared with third parties.',
  },
  marketing: {
    name: 'Marketing',
    description: 'Would allow personalised content or advertising. The site currently uses none.',
  },
  preferences: {
    name: 'Preferences',
    description: 'Would remember further settings between visits. The site uses none today.',
  },
};

/**
 * The preferences modal: the four categories, necessary disabled and on, toggles for the others;
 * and a reset, which forgets the stored choice and shows the banner again.
 */
export function ConsentPreferences() {
  const { record, savePreferences, closePreferences, reset, settingsButtonRef } = useConsent();
  const [choices, setChoices] = useState(() => choicesOf(record));

  return (
    <ModalDialog open onClose={closePreferences} title="Cookie preferences" returnFocusTo={settingsButtonRef}>
      <form
        className="consent-preferences"
        onSubmit={(event) => {
          event.preventDefault();
          savePreferences(choices);
        }}
      >
        <ul className="consent-preferences__list">
          {consentCategories.map((category) => {
            const text = CATEGORY_TEXTS[category.id];
            return (
              <li key={category.id} className="consent-preferences__item">
                <CheckboxField
                  label={category.required ? `${text.name} (required)` : text.name}
                  name={category.id}
                  checked={category.required || choices[category.id]}
                  disabled={category.required}
                  hint={text.description}
                  onCheckedChange={(checked) => setChoices((current) => ({ ...current, [category.id]: checked }))}
                />
              </li>
            );
          })}
        </ul>
        <div className="consent-preferences__actions">
          <button type="submit" className="button">
            Save Preferences
          </button>
          <button type="button" className="button button--secondary" onClick={closePreferences}>
            Close
          </button>
        </div>
        <div className="consent-preferences__reset">
          <p id="consent-reset-description" className="consent-preferences__description">
            Forget the choice stored in this browser: the defaults apply again and the banner asks you anew.
          </p>
          <button
            type="button"
            className="button button--secondary"
            aria-describedby="consent-reset-description"
            onClick={reset}
          >
            Reset cookie choices
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
