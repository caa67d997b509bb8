import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PASSKEY_NAME_MAX_LENGTH, type PasskeyItem } from '#shared/passkeys.ts';
import { addPasskey, removePasskey, usePasskeys } from '#web/features/passkeys/api/passkeys.ts';
import { defaultPasskeyName, formatPasskeyTime, passkeyNameToSend } from '#web/features/passkeys/lib/passkey-names.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import {
  CURRENT_PASSWORD_LABEL,
  CurrentPasswordField,
  useCurrentPassword,
} from '#web/shared/ui/current-password-field.tsx';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import './passkeys-section.css';

/** The fields' labels, also for naming a field in a server's message. */
const LABELS = { name: 'Passkey name', currentPassword: CURRENT_PASSWORD_LABEL };

/**
 * The signed-in user's passkeys (account settings, Security): each with its name, when it was
 * added and last used, and a remove button that asks first; "Add a passkey" with an optional name
 * (the browser's by default) runs the browser's prompt, once the server has its options (which
 * need the current password when the sign-in is not recent: its error shows at that field). The
 * WebAuthn library is loaded only when a prompt is opened (web/src/shared/lib/passkey-prompt.ts).
 * After a removal, focus goes to the section's heading: the removed passkey's button is gone.
 */
export function PasskeysSection() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, mutate } = usePasskeys();
  const [name, setName] = useState('');
  const currentPassword = useCurrentPassword();
  const {
    submitting: adding,
    outcome: notice,
    setOutcome: setNotice,
    sendChecked,
  } = useFormSubmission({
    setErrors: (errors) => currentPassword.setError(errors.currentPassword),
    labels: LABELS,
    failure: describeFailure,
  });
  const removalPassword = useCurrentPassword();
  const focusHeading = useRef(false);

  // The list without the removed passkey is shown: its Remove button, which had the focus, is gone.
  useEffect(() => {
    if (!focusHeading.current || !data) return;
    focusHeading.current = false;
    heading.current?.focus();
  }, [data]);

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    currentPassword.setError(undefined);
    await sendChecked({ ok: true, data: { name, currentPassword: currentPassword.value } }, async (entered) => {
      const added = await addPasskey(passkeyNameToSend(entered.name), entered.currentPassword || undefined);
      setName('');
      currentPassword.reset();
      await mutate();
      return `Passkey “${added.name}” added. You can now sign in with it.`;
    });
  }

  /** A missing or wrong current password is answered at the dialog's field, and the dialog stays open for it. */
  async function remove(passkey: PasskeyItem) {
    if (!(await removalPassword.runWith((password) => removePasskey(passkey.id, password)))) return false;
    setNotice({ tone: 'success', message: `Passkey “${passkey.name}” removed.` });
    focusHeading.current = true;
    void mutate();
  }

  return (
    <section className="passkeys page-stack" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        Passkeys
      </h2>
      <p>
        A passkey signs you in with your device’s screen lock or a security key instead of your password. You can have
        several, one per device.
      </p>
      <FormOutcome outcome={notice} />
      {error && !data ? (
        <LoadFailure what="Your passkeys" error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <Spinner label="Loading your passkeys…" />
      ) : data.passkeys.length === 0 ? (
        <p className="passkeys__empty">You have no passkeys yet.</p>
      ) : (
        <ul className="passkeys__list" aria-label="Your passkeys">
          {data.passkeys.map((passkey) => (
            <li key={passkey.id} className="passkeys__item">
              <div>
                <p className="passkeys__name">{passkey.name}</p>
                <p className="passkeys__meta">
                  Added {formatPasskeyTime(passkey.createdAt)} · Last used {formatPasskeyTime(passkey.lastUsedAt)}
                </p>
              </div>
              <ConfirmButton
                label="Remove"
                className="button button--secondary"
                aria-label={`Remove passkey ${passkey.name}`}
                onOpen={() => setNotice(undefined)}
                onClose={removalPassword.reset}
                title="Remove this passkey?"
                actions={[{ label: 'Remove', pendingLabel: 'Removing…', run: () => remove(passkey) }]}
                describeError={(failure) => `The passkey could not be removed. ${describeFailure(failure)}`}
              >
                <p>
                  “{passkey.name}” will no longer sign you in. The passkey stays on its device until you delete it
                  there.
                </p>
                <CurrentPasswordField name="removalCurrentPassword" {...removalPassword.fieldProps} />
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
      <form className="form" noValidate onSubmit={add} aria-busy={adding}>
        <TextField
          label={LABELS.name}
          name="passkeyName"
          value={name}
          onValueChange={setName}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          autoComplete="off"
          hint={`Up to ${PASSKEY_NAME_MAX_LENGTH} characters. Leave it empty to use “${defaultPasskeyName()}”.`}
        />
        <CurrentPasswordField name="currentPassword" {...currentPassword.fieldProps} />
        <div className="form__actions">
          <SubmitButton busy={adding} label="Add a passkey" busyLabel="Waiting for your passkey…" />
        </div>
      </form>
    </section>
  );
}
