import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/shared/api/api-error.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';

/** The hook's state is its busy flag (starts false) and its outcome (starts undefined); every change is recorded. */
const setSubmitting = vi.fn();
const setOutcome = vi.fn();
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  useState: (initial: unknown) => [initial, initial === false ? setSubmitting : setOutcome],
}));

const setErrors = vi.fn();
const failure = vi.fn((error: unknown) => (error instanceof Error ? error.message : 'Not saved.'));

/** What the form showed last: the outcome's final value. */
const shownOutcome = () => setOutcome.mock.calls.at(-1)?.[0];

beforeEach(() => {
  vi.clearAllMocks();
});

describe('form submission', () => {
  it('sends nothing when the check failed, and puts its errors next to the fields', async () => {
    const send = vi.fn();
    await useFormSubmission({ setErrors, failure }).sendChecked(
      { ok: false, errors: { email: 'Email is required' } },
      send,
    );
    expect(send).not.toHaveBeenCalled();
    expect(setErrors).toHaveBeenCalledWith({ email: 'Email is required' });
    expect(setSubmitting).not.toHaveBeenCalled();
    expect(shownOutcome()).toBeUndefined();
  });

  it('is busy while the checked data is sent, and free again after a success', async () => {
    const send = vi.fn(async () => undefined);
    await useFormSubmission({ setErrors, failure }).sendChecked({ ok: true, data: { email: 'a@b.c' } }, send);
    expect(send).toHaveBeenCalledWith({ email: 'a@b.c' });
    expect(setSubmitting.mock.calls).toEqual([[true], [false]]);
    expect(failure).not.toHaveBeenCalled();
    expect(shownOutcome()).toBeUndefined();
  });

  it('shows the text a success returns', async () => {
    await useFormSubmission({ setErrors, failure }).sendChecked({ ok: true, data: {} }, async () => 'Saved.');
    expect(shownOutcome()).toEqual({ tone: 'success', message: 'Saved.' });
  });

  it('stays busy after a success that leaves the form', async () => {
    await useFormSubmission({ setErrors, failure }).sendChecked({ ok: true, data: {} }, async () => undefined, {
      leavesForm: true,
    });
    expect(setSubmitting.mock.calls).toEqual([[true]]);
  });

  it("shows a failure, puts a validation answer's field errors next to the fields and is free again", async () => {
    const error = new ApiError('Validation failed', 400, { errors: [{ field: 'email', message: 'Email is taken' }] });
    await useFormSubmission({ setErrors, failure }).sendChecked(
      { ok: true, data: {} },
      async () => {
        throw error;
      },
      { leavesForm: true },
    );
    expect(failure).toHaveBeenCalledWith(error);
    expect(shownOutcome()).toEqual({ tone: 'error', message: 'Validation failed' });
    expect(setErrors).toHaveBeenCalledWith({ email: 'Email is taken' });
    expect(setSubmitting.mock.calls).toEqual([[true], [false]]);
  });

  it("names the field of a validation answer's message by its label, as the form shows it", async () => {
    const message = 'Password must not contain your name';
    const error = new ApiError(`newPassword: ${message}`, 400, { errors: [{ field: 'newPassword', message }] });
    await useFormSubmission({ setErrors, labels: { newPassword: 'New password' }, failure }).sendChecked(
      { ok: true, data: {} },
      async () => {
        throw error;
      },
    );
    const given = failure.mock.calls[0]?.[0];
    expect(given).toBe(error);
    expect((given as ApiError).status).toBe(400);
    expect(shownOutcome()).toEqual({ tone: 'error', message: `New password: ${message}` });
    expect(setErrors).toHaveBeenCalledWith({ newPassword: message });
  });

  it("names the form's own wording and its detail by label too, and a list item by its list", async () => {
    const error = new ApiError('tagIds.1: Unknown tag', 400, { message: 'tagIds.1: Unknown tag' });
    await useFormSubmission({
      setErrors,
      labels: { tagIds: 'Tags' },
      failure: () => ({ message: 'Failed to save.', detail: 'tagIds.1: Unknown tag' }),
    }).sendChecked({ ok: true, data: {} }, async () => {
      throw error;
    });
    expect(shownOutcome()).toEqual({ tone: 'error', message: 'Failed to save.', detail: 'Tags: Unknown tag' });
  });

  it('uses a fallback sentence for a failure that is not an Error, and shows nothing when the form words none', async () => {
    await useFormSubmission({ setErrors, failure: 'The roles were not saved.' }).sendChecked(
      { ok: true, data: {} },
      async () => {
        throw 'offline';
      },
    );
    expect(shownOutcome()).toEqual({ tone: 'error', message: 'The roles were not saved.' });

    setOutcome.mockClear();
    await useFormSubmission({ setErrors, failure: () => undefined }).sendChecked({ ok: true, data: {} }, async () => {
      throw new Error('shown elsewhere');
    });
    expect(setOutcome.mock.calls).toEqual([[undefined]]);
  });

  it('leaves the fields alone when the failure is not an answer of the API', async () => {
    const error = new Error('offline');
    await useFormSubmission({ setErrors, failure }).sendChecked({ ok: true, data: {} }, async () => {
      throw error;
    });
    expect(failure).toHaveBeenCalledWith(error);
    expect(shownOutcome()).toEqual({ tone: 'error', message: 'offline' });
    expect(setErrors).not.toHaveBeenCalled();
  });
});
