import { submitContactForm } from '#web/features/contact/api/send-contact-message.ts';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactFormAction,
  contactFormReducer,
  contactSenderOf,
  initialContactForm,
  loadContactSchema,
  senderHints,
} from '#web/features/contact/lib/contact-form.ts';
import { h } from './dom';
import { storedUser } from './stored-session';

/** What the island asks of the form it controls. */
export interface ContactFormControl {
  /** Checks and sends the message, as the app's form does on submit. */
  submit(): void;
}

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * A field's note (`hint` or `error`) under its control, as shared/ui/field.tsx writes it: a
 * paragraph with the control's id and the kind, tied to the control by `aria-describedby`.
 */
function setNote(control: Control, kind: 'hint' | 'error', text: string | undefined): void {
  const id = `${control.id}-${kind}`;
  let note = document.getElementById(id);
  if (text === undefined) note?.remove();
  else if (note) note.textContent = text;
  else {
    note = h('p', { id, class: `field__${kind}` }, text);
    const error = document.getElementById(`${control.id}-error`);
    if (kind === 'hint' && error) error.before(note);
    else control.closest('.field')?.append(note);
  }
  const described = ['hint', 'error']
    .map((name) => `${control.id}-${name}`)
    .filter((name) => document.getElementById(name));
  if (described.length > 0) control.setAttribute('aria-describedby', described.join(' '));
  else control.removeAttribute('aria-describedby');
  if (kind !== 'error') return;
  if (text === undefined) control.removeAttribute('aria-invalid');
  else control.setAttribute('aria-invalid', 'true');
}

/**
 * Gives the contact form (features/contact/components/contact-form.tsx) its behaviour on a page
 * without the app: the same states (features/contact/lib/contact-form.ts), the same check before
 * sending, the same field errors, notices and texts; a visitor signed in in this browser finds
 * their name and email filled in. What the fields hold already is kept.
 */
export function controlContactForm(form: HTMLFormElement): ContactFormControl {
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const controls = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, form.elements.namedItem(field) as Control]),
  ) as Record<ContactField, Control>;
  let state = initialContactForm();
  let busy = false;

  const render = () => {
    for (const field of CONTACT_FIELDS) {
      const control = controls[field];
      if (control.value !== state.values[field]) control.value = state.values[field];
      setNote(control, 'error', state.errors[field]);
    }
    const hints = senderHints(state.sender);
    setNote(controls.name, 'hint', hints.name);
    setNote(controls.email, 'hint', hints.email);
    form.querySelector(':scope > .alert')?.remove();
    const { notice } = state;
    if (notice) {
      const role = notice.tone === 'error' ? 'alert' : 'status';
      form.prepend(h('div', { class: `alert alert--${notice.tone}`, role }, notice.text));
    }
    form.setAttribute('aria-busy', String(state.sending));
    if (submit) {
      submit.disabled = state.sending;
      submit.textContent = state.sending ? 'Sending…' : 'Send message';
    }
  };
  const dispatch = (action: ContactFormAction) => {
    state = contactFormReducer(state, action);
    render();
  };

  for (const field of CONTACT_FIELDS) {
    if (controls[field].value) dispatch({ type: 'edit', field, value: controls[field].value });
    controls[field].addEventListener('input', () => dispatch({ type: 'edit', field, value: controls[field].value }));
  }
  void loadContactSchema().catch(() => undefined);
  storedUser()
    .then((user) => {
      if (user) dispatch({ type: 'sender', sender: contactSenderOf(user) });
    })
    .catch((error: unknown) => console.warn('The signed-in name and email could not be filled in.', error));

  return {
    submit() {
      if (state.sending || busy) return;
      busy = true;
      void submitContactForm(form, state.values, dispatch).finally(() => {
        busy = false;
      });
    },
  };
}
