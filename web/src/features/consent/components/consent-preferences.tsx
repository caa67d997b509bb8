import { useState } from 'react';
import { choicesOf } from '#web/features/consent/lib/consent-record.ts';
import { CONSENT_CATEGORY_TEXTS, CONSENT_PREFERENCES_TEXT as TEXT } from '#web/features/consent/lib/consent-texts.ts';
import { CheckboxField } from '#web/shared/ui/checkbox-field.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { consentCategories, useConsent } from './consent-provider';
import './consent.css';

/**
 * The preferences modal: the four categories, necessary disabled and on, toggles for the others;
 * and a reset, which forgets the stored choice and shows the banner again.
 */
export function ConsentPreferences() {
  const { record, savePreferences, closePreferences, reset, settingsButtonRef } = useConsent();
  const [choices, setChoices] = useState(() => choicesOf(record));

  return (
    <ModalDialog open onClose={closePreferences} title={TEXT.title} returnFocusTo={settingsButtonRef}>
      <form
        className="consent-preferences"
        onSubmit={(event) => {
          event.preventDefault();
          savePreferences(choices);
        }}
      >
        <ul className="consent-preferences__list">
          {consentCategories.map((category) => {
            const text = CONSENT_CATEGORY_TEXTS[category.id];
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
            {TEXT.save}
          </button>
          <button type="button" className="button button--secondary" onClick={closePreferences}>
            {TEXT.close}
          </button>
        </div>
        <div className="consent-preferences__reset">
          <p id="consent-reset-description" className="consent-preferences__description">
            {TEXT.resetDescription}
          </p>
          <button
            type="button"
            className="button button--secondary"
            aria-describedby="consent-reset-description"
            onClick={reset}
          >
            {TEXT.reset}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
