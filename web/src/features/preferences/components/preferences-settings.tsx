import { useState } from 'react';
import {
  PREFERENCE_THEME_MODES,
  type PreferencesUpdate,
  type PreferenceThemeMode,
  REDUCED_MOTION_MODES,
  type ReducedMotionMode,
} from '#shared/preferences.ts';
import { usePreferences } from '#web/features/preferences/hooks/use-preferences.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { CheckboxField } from '#web/shared/ui/checkbox-field.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { SelectField } from '#web/shared/ui/select-field.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

const THEME_LABELS: Record<PreferenceThemeMode, string> = {
  light: 'Light',
  dark: 'Dark',
  auto: 'Follow the system setting',
};
const REDUCED_MOTION_LABELS: Record<ReducedMotionMode, string> = {
  auto: 'Follow the system setting',
  on: 'On: no animations or transitions',
  off: 'Off: show animations',
};
const THEME_OPTIONS = PREFERENCE_THEME_MODES.map((value) => ({ value, label: THEME_LABELS[value] }));
const REDUCED_MOTION_OPTIONS = REDUCED_MOTION_MODES.map((value) => ({ value, label: REDUCED_MOTION_LABELS[value] }));

type Outcome = { tone: 'success' | 'error'; message: string };

/** Where the theme stands against the account: it is always applied here at once. */
function ThemeSyncNote() {
  const { themeSync, themeSyncError } = usePreferences();
  if (themeSync === 'saving') return <>Saving to your account…</>;
  if (themeSync === 'failed') {
    return (
      <>
        Shown in this browser, but not yet saved to your account ({describeFailure(themeSyncError)}). It will be tried
        again.
      </>
    );
  }
  if (themeSync === 'saved') return <>Saved to your account. The navbar button changes it too.</>;
  return null;
}

/**
 * The Preferences tab of account settings: theme and reduced motion (applied here at once, kept
 * with the account so they follow the user to another browser) and which mail they get. Every
 * change is saved as it is made; there is no save button.
 */
export function PreferencesSettings() {
  const { preferences, loadError, reload, themeMode, setThemeMode, update } = usePreferences();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  if (!preferences) {
    if (loadError) return <LoadFailure what="Your preferences" error={loadError} onRetry={reload} />;
    return <Spinner label="Loading your preferences…" />;
  }

  async function save(changes: Omit<PreferencesUpdate, 'theme'>, message: string) {
    setSaving(true);
    setOutcome(undefined);
    try {
      await update(changes);
      setOutcome({ tone: 'success', message });
    } catch (error) {
      setOutcome({ tone: 'error', message: `Your change was not saved: ${describeFailure(error)}` });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="form" noValidate aria-busy={saving} onSubmit={(event) => event.preventDefault()}>
      <p className="field__hint">
        Changes are saved to your account as you make them and follow you to every browser you sign in on.
      </p>
      <SelectField
        label="Theme"
        name="theme"
        required
        value={themeMode}
        options={THEME_OPTIONS}
        onValueChange={(value) => setThemeMode(value as PreferenceThemeMode)}
        hint={<ThemeSyncNote />}
      />
      <SelectField
        label="Reduce motion"
        name="reducedMotion"
        required
        value={preferences.reducedMotion}
        options={REDUCED_MOTION_OPTIONS}
        onValueChange={(value) =>
          void save({ reducedMotion: value as ReducedMotionMode }, 'Your motion setting has been saved.')
        }
        hint="On stops the site's animations and transitions; the system setting is your device's “reduce motion”."
      />
      <fieldset>
        <legend>E-mail notifications</legend>
        <CheckboxField
          name="securityMail"
          label="Security mail: a new sign-in, a changed password and other changes to your account"
          checked={preferences.securityMail}
          disabled={saving}
          onCheckedChange={(checked) =>
            void save(
              { securityMail: checked },
              checked ? 'You will get security mail.' : 'You will no longer get security mail.',
            )
          }
        />
        <CheckboxField
          name="replyMail"
          label="Replies to my comments (when comments arrive: the site has none yet, this choice is kept for then)"
          checked={preferences.replyMail}
          disabled={saving}
          onCheckedChange={(checked) => void save({ replyMail: checked }, 'Your choice for reply mail has been saved.')}
        />
      </fieldset>
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
    </form>
  );
}
