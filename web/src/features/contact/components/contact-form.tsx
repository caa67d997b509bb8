import { type FormEvent, useEffect, useReducer, useRef } from 'react';
import { EMAIL_MAX_LENGTH } from '#shared/accounts.ts';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_NAME_MAX_LENGTH, CONTACT_SUBJECT_MAX_LENGTH } from '#shared/contact.ts';
import { formatCount } from '#shared/numbers.ts';
import { submitContactForm } from '#web/features/contact/api/send-contact-message.ts';
import {
  type ContactField,
  type ContactSender,
  contactFormReducer,
  initialContactForm,
  loadContactSchema,
  senderHints,
} from '#web/features/contact/lib/contact-form.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import './contact-form.css';

/**
 * The contact form (open to everyone, signed in or not). A signed-in `sender` fills in the name and email; the
 * shared schema checks the fields before sending, and the server's per-field errors, its 429 limit
 * and its thanks are shown in place. A sent message clears the form. On a page without the app,
 * `<site-contact-form>` gives the same form the same behaviour.
 */
export function ContactForm({ sender }: { sender?: ContactSender }) {
  const [state, dispatch] = useReducer(contactFormReducer, sender, initialContactForm);
  const busy = useRef(false);
  const senderName = sender?.name ?? '';
  const senderEmail = sender?.email ?? '';
  const hints = senderHints({ name: senderName, email: senderEmail });

  useEffect(() => {
    dispatch({ type: 'sender', sender: { name: senderName, email: senderEmail } });
  }, [senderName, senderEmail]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A ref as well as the state: a second submit may come while the schema is still downloading.
    if (state.sending || busy.current) return;
    busy.current = true;
    const form = event.currentTarget;
    try {
      await submitContactForm(form, state.values, dispatch);
    } finally {
      busy.current = false;
    }
  }

  const field = (name: ContactField) => ({
    name,
    value: state.values[name],
    onValueChange: (value: string) => dispatch({ type: 'edit', field: name, value }),
    error: state.errors[name],
    required: true,
  });

  return (
    <site-contact-form>
      <form
        className="form contact-form"
        noValidate
        onSubmit={submit}
        onFocus={() => void loadContactSchema().catch(() => undefined)}
        aria-busy={state.sending}
      >
        {state.notice && <Alert tone={state.notice.tone}>{state.notice.text}</Alert>}
        <TextField
          label="Name"
          autoComplete="name"
          maxLength={CONTACT_NAME_MAX_LENGTH}
          hint={hints.name}
          {...field('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          hint={hints.email}
          {...field('email')}
        />
        <TextField label="Subject" maxLength={CONTACT_SUBJECT_MAX_LENGTH} {...field('subject')} />
        <TextField
          label="Message"
          rows={8}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          hint={`At most ${formatCount(CONTACT_MESSAGE_MAX_LENGTH)} characters.`}
          {...field('message')}
        />
        <div className="form__actions">
          <SubmitButton busy={state.sending} label="Send message" busyLabel="Sending…" />
        </div>
      </form>
    </site-contact-form>
  );
}
