import type { ContactInput } from '#shared/contact.ts';
import {
  type ContactFormAction,
  contactFailure,
  focusFirstError,
  loadContactSchema,
} from '#web/features/contact/lib/contact-form.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { validate } from '#web/shared/lib/validate.ts';

/**
 * `POST /contact` → 201 `{ message }`. Refusals: 400 with `errors` per field, 429 over the hourly
 * limit, 502 when the message was stored but the mail could not be sent.
 */
function sendContactMessage(input: ContactInput): Promise<{ message: string }> {
  return apiClient.request('POST /contact', { body: input });
}

/**
 * Sends the contact form's values as the app's form and the contact island both do: checked first
 * (the schema loads on first use), each step told to `dispatch`, and the first field in error
 * focused when the check or the server refuses them.
 */
export async function submitContactForm(
  form: HTMLFormElement,
  values: ContactInput,
  dispatch: (action: ContactFormAction) => void,
): Promise<void> {
  try {
    const checked = validate(await loadContactSchema(), values);
    if (!checked.ok) {
      dispatch({ type: 'invalid', errors: checked.errors });
      focusFirstError(form, checked.errors);
      return;
    }
    dispatch({ type: 'sending' });
    const answer = await sendContactMessage(checked.data);
    dispatch({ type: 'sent', message: answer.message });
  } catch (error) {
    const failure = contactFailure(error);
    dispatch({ type: 'failed', failure });
    focusFirstError(form, failure.errors);
  }
}
