import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MAIL_FAILED_MESSAGE, CONTACT_SENT_MESSAGE, CONTACT_TOO_MANY_MESSAGE } from '#shared/contact.ts';
import { contactSchema } from '#shared/validation/contact.ts';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import {
  CHECK_FIELDS_MESSAGE,
  type ContactFormState,
  contactFailure,
  contactFormReducer,
  contactSenderOf,
  initialContactForm,
} from '#web/features/contact/lib/contact-form.ts';
import { createApiClient } from '#web/shared/api/api-client.ts';
import { validate } from '#web/shared/lib/validate.ts';

const ada = { firstName: 'Ada', lastName: 'Lovelace', userName: 'ada', email: 'ada@example.com' };
const adaSender = contactSenderOf(ada);

function filled(state: ContactFormState, values: Partial<ContactFormState['values']>): ContactFormState {
  return Object.entries(values).reduce(
    (current, [field, value]) =>
      contactFormReducer(current, { type: 'edit', field: field as keyof typeof values, value: value ?? '' }),
    state,
  );
}

/** The error the SPA's API client raises for this answer to `POST /contact`. */
async function failureOf(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
  const client = createApiClient({ baseUrl: () => 'https://site.test/api', authToken: () => undefined });
  return client.request('POST /contact', { body: { name: '', email: '', subject: '', message: '' } }).then(
    () => {
      throw new Error('expected the request to fail');
    },
    (error: unknown) => contactFailure(error),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contact form: prefill', () => {
  it('shows a signed-in user their name and email already filled in', () => {
    const html = renderToStaticMarkup(createElement(ContactForm, { sender: adaSender }));
    expect(html).toContain('value="Ada Lovelace"');
    expect(html).toContain('value="ada@example.com"');
    expect(html).toContain('Filled in from your account.');
  });

  it('starts empty for a visitor', () => {
    const html = renderToStaticMarkup(createElement(ContactForm));
    expect(html.match(/value=""/g)).toHaveLength(3);
    expect(html).not.toContain('Filled in from your account');
  });

  it('uses the user name when the account has no first or last name, within the 100-character limit', () => {
    expect(contactSenderOf({ ...ada, firstName: '', lastName: '' }).name).toBe('ada');
    expect(contactSenderOf({ ...ada, firstName: 'A'.repeat(50), lastName: 'B'.repeat(50) }).name).toHaveLength(100);
  });

  it('fills in a user who signs in later, but keeps what the writer typed', () => {
    const typed = filled(initialContactForm(), { name: 'Someone', subject: 'Hello' });
    const next = contactFormReducer(typed, { type: 'sender', sender: adaSender });
    expect(next.values).toEqual({ name: 'Someone', email: 'ada@example.com', subject: 'Hello', message: '' });
  });
});

describe('contact form: validation with the shared schema', () => {
  it('names every missing field, and sends nothing', () => {
    const checked = validate(contactSchema, initialContactForm().values);
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
    if (checked.ok) return;
    const state = contactFormReducer(initialContactForm(), { type: 'invalid', errors: checked.errors });
    expect(state.notice).toEqual({ tone: 'error', text: CHECK_FIELDS_MESSAGE });
    expect(state.sending).toBe(false);
  });

  it('refuses a malformed email address and blank-only text', () => {
    const values = { ...adaSender, email: 'ada@', subject: '   ', message: 'Hi' };
    expect(validate(contactSchema, values)).toMatchObject({
      ok: false,
      errors: { email: 'Email is not a valid address', subject: 'Subject is required' },
    });
  });

  it('clears a field’s error as soon as it is edited', () => {
    const invalid = contactFormReducer(initialContactForm(), {
      type: 'invalid',
      errors: { subject: 'Subject is required', message: 'Message is required' },
    });
    const edited = contactFormReducer(invalid, { type: 'edit', field: 'subject', value: 'Question' });
    expect(edited.errors).toEqual({ subject: undefined, message: 'Message is required' });
  });
});

describe('contact form: server answers', () => {
  const written = () => filled(initialContactForm(adaSender), { subject: 'Question', message: 'How is it built?' });

  it('puts the per-field errors of a 400 next to their fields and keeps what was written', async () => {
    const failure = await failureOf(400, {
      message: 'subject: Subject must be at most 200 characters',
      errors: [{ field: 'subject', message: 'Subject must be at most 200 characters' }],
    });
    const state = contactFormReducer(contactFormReducer(written(), { type: 'sending' }), { type: 'failed', failure });
    expect(state.errors).toEqual({ subject: 'Subject must be at most 200 characters' });
    expect(state.notice).toEqual({ tone: 'error', text: CHECK_FIELDS_MESSAGE });
    expect(state.values.message).toBe('How is it built?');
    expect(state.sending).toBe(false);
  });

  it('shows the rate-limit message on 429 and keeps the message for later', async () => {
    const failure = await failureOf(429, { message: CONTACT_TOO_MANY_MESSAGE });
    const state = contactFormReducer(written(), { type: 'failed', failure });
    expect(state.notice).toEqual({ tone: 'error', text: 'Too many messages. Please try again later.' });
    expect(state.values.subject).toBe('Question');
  });

  it('clears the form when the message was saved but the mail could not go out (502)', async () => {
    const failure = await failureOf(502, { message: CONTACT_MAIL_FAILED_MESSAGE });
    const state = contactFormReducer(written(), { type: 'failed', failure });
    expect(state.notice).toEqual({ tone: 'info', text: CONTACT_MAIL_FAILED_MESSAGE });
    expect(state.values).toEqual({ ...adaSender, subject: '', message: '' });
  });

  it('shows the server’s message for any other refusal, and a plain sentence for a crash or when nothing answered', async () => {
    expect((await failureOf(403, { message: 'Access denied' })).notice.text).toBe('Access denied');
    expect((await failureOf(500, { message: 'Internal server error' })).notice.text).toBe(
      'The server ran into a problem (HTTP 500). Please try again later.',
    );
    expect(contactFailure(new TypeError('Failed to fetch')).notice.text).toBe(
      'Your message could not be sent. Please try again.',
    );
  });

  it('thanks the writer and resets the form to their name and email on success', () => {
    const sending = contactFormReducer(written(), { type: 'sending' });
    expect(sending.sending).toBe(true);
    const sent = contactFormReducer(sending, { type: 'sent', message: CONTACT_SENT_MESSAGE });
    expect(sent.notice).toEqual({ tone: 'success', text: 'Thank you, your message has been sent.' });
    expect(sent.values).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', subject: '', message: '' });
    expect(sent.sending).toBe(false);
  });
});
