import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/shared/api/api-error.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';

/** The hook's only state is its busy flag; every change of it is recorded here. */
const setSubmitting = vi.fn();
vi.mock('react', async (importOriginal) => ({
  ...(await importOriginal<typeof import('react')>()),
  useState: (initial: unknown) => [initial, setSubmitting],
}));

const setErrors = vi.fn();
const onFailure = vi.fn();

beforeEach(() => {
  vi.clearAllMocks();
});

describe('form submission', () => {
  it('sends nothing when the check failed, and puts its errors next to the fields', async () => {
    const send = vi.fn();
    await useFormSubmission(setErrors).sendChecked({ ok: false, errors: { email: 'Email is required' } }, send, {
      onFailure,
    });
    expect(send).not.toHaveBeenCalled();
    expect(setErrors).toHaveBeenCalledWith({ email: 'Email is required' });
    expect(setSubmitting).not.toHaveBeenCalled();
  });

  it('is busy while the checked data is sent, and free again after a success', async () => {
    const send = vi.fn(async () => undefined);
    await useFormSubmission(setErrors).sendChecked({ ok: true, data: { email: 'a@b.c' } }, send, { onFailure });
    expect(send).toHaveBeenCalledWith({ email: 'a@b.c' });
    expect(setSubmitting.mock.calls).toEqual([[true], [false]]);
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('stays busy after a success that leaves the form', async () => {
    await useFormSubmission(setErrors).sendChecked({ ok: true, data: {} }, async () => undefined, {
      onFailure,
      leavesForm: true,
    });
    expect(setSubmitting.mock.calls).toEqual([[true]]);
  });

  it("shows a failure, puts a validation answer's field errors next to the fields and is free again", async () => {
    const error = new ApiError('Validation failed', 400, { errors: [{ field: 'email', message: 'Email is taken' }] });
    await useFormSubmission(setErrors).sendChecked(
      { ok: true, data: {} },
      async () => {
        throw error;
      },
      { onFailure, leavesForm: true },
    );
    expect(onFailure).toHaveBeenCalledWith(error);
    expect(setErrors).toHaveBeenCalledWith({ email: 'Email is taken' });
    expect(setSubmitting.mock.calls).toEqual([[true], [false]]);
  });

  it("names the field of a validation answer's message by its label, as the form shows it", async () => {
    const message = 'Password must not contain your name';
    const error = new ApiError(`newPassword: ${message}`, 400, { errors: [{ field: 'newPassword', message }] });
    await useFormSubmission(setErrors, { newPassword: 'New password' }).sendChecked(
      { ok: true, data: {} },
      async () => {
        throw error;
      },
      { onFailure },
    );
    const shown = onFailure.mock.calls[0]?.[0];
    expect(shown).toBeInstanceOf(ApiError);
    expect(shown.message).toBe(`New password: ${message}`);
    expect(shown.status).toBe(400);
    expect(setErrors).toHaveBeenCalledWith({ newPassword: message });
  });

  it('leaves the fields alone when the failure is not an answer of the API', async () => {
    const error = new Error('offline');
    await useFormSubmission(setErrors).sendChecked(
      { ok: true, data: {} },
      async () => {
        throw error;
      },
      { onFailure },
    );
    expect(onFailure).toHaveBeenCalledWith(error);
    expect(setErrors).not.toHaveBeenCalled();
  });
});
