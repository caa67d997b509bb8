import { type FormEvent, useId, useState } from 'react';
import { PASSKEY_NAME_MAX_LENGTH, type PasskeyItem } from '#shared/passkeys.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { fieldErrorsFromBody } from '#web/shared/lib/field-errors.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import { CurrentPasswordField } from '#web/shared/ui/current-password-field.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import { addPasskey, removePasskey, usePasskeys } from '../api/passkeys';
import { defaultPasskeyName, formatPasskeyTime, passkeyNameToSend } from '../lib/passkey-names';
import './passkeys-section.css';

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * The signed-in user's passkeys (account settings, Security): each with its name, when it was
 * added and last used, and a remove button that asks first; "Add a passkey" with an optional name
 * (the browser's by default) runs the browser's prompt, once the server has its options (which
 * need the current password when the sign-in is not recent: its error shows at that field). The WebAuthn library is loaded only when a
 * prompt is opened (web/src/shared/lib/passkey-prompt.ts).
 */
export function PasskeysSection() {
  const headingId = useId();
  const { data, error, mutate } = usePasskeys();
  const [name, setName] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice>();
  const [removalPassword, setRemovalPassword] = useState('');
  const [removalPasswordError, setRemovalPasswordError] = useState<string>();

  function closeRemoval() {
    setRemovalPassword('');
    setRemovalPasswordError(undefined);
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(undefined);
    setPasswordError(undefined);
    setAdding(true);
    try {
      const added = await addPasskey(passkeyNameToSend(name), currentPassword || undefined);
      setName('');
      setCurrentPassword('');
      setNotice({ tone: 'success', text: `Passkey “${added.name}” added. You can now sign in with it.` });
      await mutate();
    } catch (failure) {
      if (failure instanceof ApiError) setPasswordError(fieldErrorsFromBody(failure.body).currentPassword);
      setNotice({ tone: 'error', text: describeFailure(failure) });
    } finally {
      setAdding(false);
    }
  }

  /** A missing or wrong current password is answered at the dialog's field, and the dialog stays open for it. */
  async function remove(passkey: PasskeyItem) {
    try {
      await removePasskey(passkey.id, removalPassword || undefined);
    } catch (failure) {
      const passwordProblem =
        failure instanceof ApiError ? fieldErrorsFromBody(failure.body).currentPassword : undefined;
      if (!passwordProblem) throw failure;
      setRemovalPasswordError(passwordProblem);
      return false;
    }
    setNotice({ tone: 'success', text: `Passkey “${passkey.name}” removed.` });
    void mutate();
  }

  return (
    <section className="passkeys page-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>Passkeys</h2>
      <p>
        A passkey signs you in with your device’s screen lock or a security key instead of your password. You can have
        several, one per device.
      </p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
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
                onClose={closeRemoval}
                title="Remove this passkey?"
                actions={[{ label: 'Remove', pendingLabel: 'Removing…', run: () => remove(passkey) }]}
                describeError={(failure) => `The passkey could not be removed. ${describeFailure(failure)}`}
              >
                <p>
                  “{passkey.name}” will no longer sign you in. The passkey stays on its device until you delete it
                  there.
                </p>
                <CurrentPasswordField
                  name="removalCurrentPassword"
                  value={removalPassword}
                  onValueChange={(value) => {
                    setRemovalPassword(value);
                    setRemovalPasswordError(undefined);
                  }}
                  error={removalPasswordError}
                />
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
      <form className="form" noValidate onSubmit={add} aria-busy={adding}>
        <TextField
          label="Passkey name"
          name="passkeyName"
          value={name}
          onValueChange={setName}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          autoComplete="off"
          hint={`Up to ${PASSKEY_NAME_MAX_LENGTH} characters. Leave it empty to use “${defaultPasskeyName()}”.`}
        />
        <CurrentPasswordField
          name="currentPassword"
          value={currentPassword}
          onValueChange={(value) => {
            setCurrentPassword(value);
            setPasswordError(undefined);
          }}
          error={passwordError}
        />
        <div className="form__actions">
          <button className="button" type="submit" disabled={adding}>
            {adding ? 'Waiting for your passkey…' : 'Add a passkey'}
          </button>
        </div>
      </form>
    </section>
  );
}
