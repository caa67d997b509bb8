import type { AuthenticatedUser } from '#shared/accounts.ts';
import {
  CONTACT_MAIL_FAILED_MESSAGE,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_TOO_MANY_MESSAGE,
  type ContactInput,
} from '#shared/contact.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { type FieldErrors, fieldErrorsFromBody } from '#web/shared/lib/field-errors.ts';
import { lazySchema } from '#web/shared/lib/lazy-schema.ts';

/** The shared schema of a message, downloaded when the form first gets focus (zod stays out of the page's first load). */
export const loadContactSchema = lazySchema(() =>
  import('#shared/validation/contact.ts').then((module) => module.contactSchema),
);

/** Who writes, when the site knows it (a signed-in user): the name and email the form starts with. */
export interface ContactSender {
  name: string;
  email: string;
}

export type ContactField = keyof ContactInput;

/** The fields in the order they are shown, so the first invalid one can take the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

export const CHECK_FIELDS_MESSAGE = 'Please correct the fields marked below.';

interface ContactNotice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

export interface ContactFormState {
  values: ContactInput;
  /** What name and email were filled in from; blank for visitors. */
  sender: ContactSender;
  errors: FieldErrors;
  sending: boolean;
  notice?: ContactNotice;
}

/** Why a send failed, as the form shows it. `saved`: the server kept the message, so the form is cleared. */
export interface ContactFailure {
  notice: ContactNotice;
  errors: FieldErrors;
  saved: boolean;
}

export type ContactFormAction =
  | { type: 'edit'; field: ContactField; value: string }
  | { type: 'sender'; sender: ContactSender }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'sending' }
  | { type: 'sent'; message: string }
  | { type: 'failed'; failure: ContactFailure };

const NO_SENDER: ContactSender = { name: '', email: '' };

/** The signed-in user's name (first and last, else the user name) and email, within the form's limits. */
export function contactSenderOf(user: Pick<AuthenticatedUser, 'firstName' | 'lastName' | 'userName' | 'email'>) {
  const name = `${user.firstName} ${user.lastName}`.trim() || user.userName;
  return { name: name.slice(0, CONTACT_NAME_MAX_LENGTH), email: user.email };
}

/** The notes under the name and email: where they were filled in from, and where replies go. */
export function senderHints(sender: ContactSender): Partial<Record<'name' | 'email', string>> {
  return {
    name: sender.name ? 'Filled in from your account.' : undefined,
    email: sender.email ? 'Filled in from your account. Replies go to this address.' : 'Replies go to this address.',
  };
}

/** Puts the focus on the first field with an error, so a keyboard or screen-reader user lands on it. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors): void {
  const first = CONTACT_FIELDS.find((field) => errors[field] !== undefined);
  const element = first && form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}

export function initialContactForm(sender: ContactSender = NO_SENDER): ContactFormState {
  return { values: { ...sender, subject: '', message: '' }, sender, errors: {}, sending: false };
}

/** A field still holding what was filled in takes the new sender's value; one the writer changed stays. */
function refill(value: string, previous: string, next: string): string {
  return value === previous ? next : value;
}

/**
 * What the answer to a failed send means for the form: the too-many-messages text of a 429, field
 * errors of a 400, a saved message.
 */
export function contactFailure(error: unknown): ContactFailure {
  if (!(error instanceof ApiError)) {
    return {
      notice: { tone: 'error', text: 'Your message could not be sent. Please try again.' },
      errors: {},
      saved: false,
    };
  }
  if (error.status === 429)
    return { notice: { tone: 'error', text: CONTACT_TOO_MANY_MESSAGE }, errors: {}, saved: false };
  if (error.status === 502 && error.message === CONTACT_MAIL_FAILED_MESSAGE) {
    return { notice: { tone: 'info', text: error.message }, errors: {}, saved: true };
  }
  const errors = fieldErrorsFromBody(error.body);
  const marked = CONTACT_FIELDS.some((field) => errors[field] !== undefined);
  return { notice: { tone: 'error', text: marked ? CHECK_FIELDS_MESSAGE : error.message }, errors, saved: false };
}

/**
 * The contact form's states: editing (an edit clears its field's error), invalid (errors by field),
 * sending, sent (cleared back to the sender's name and email, with the server's thanks) or failed.
 */
export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        errors:
          state.errors[action.field] === undefined ? state.errors : { ...state.errors, [action.field]: undefined },
      };
    case 'sender': {
      const { values, sender } = state;
      return {
        ...state,
        sender: action.sender,
        values: {
          ...values,
          name: refill(values.name, sender.name, action.sender.name),
          email: refill(values.email, sender.email, action.sender.email),
        },
      };
    }
    case 'invalid':
      return { ...state, errors: action.errors, notice: { tone: 'error', text: CHECK_FIELDS_MESSAGE } };
    case 'sending':
      return { ...state, sending: true, notice: undefined };
    case 'sent':
      return { ...initialContactForm(state.sender), notice: { tone: 'success', text: action.message } };
    case 'failed':
      return action.failure.saved
        ? { ...initialContactForm(state.sender), notice: action.failure.notice }
        : { ...state, sending: false, errors: action.failure.errors, notice: action.failure.notice };
  }
}
