import { UnexpectedDeleteAnswerError } from '#web/features/users/api/delete-user.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { readText } from '#web/shared/lib/record-fields.ts';

const USERS_LIST_UNEXPECTED = 'An unexpected error occurred while loading users.';

/** 'Failed to load users: {detail}' for a failed call, else the unexpected-error sentence. */
export function usersListErrorMessage(error: unknown): string {
  return error instanceof ApiError ? `Failed to load users: ${error.message}` : USERS_LIST_UNEXPECTED;
}

const SOFT_DELETE_FAILURE = 'Failed to soft delete the user.';
const DELETE_FAILURE = 'Failed to delete user';
const USER_NOT_FOUND = 'User not found';

/**
 * A failed user delete: 404 'User not found'; another refusal gives the server's message; an answer
 * other than 204, or no usable message, gives the failure sentence of the delete that was asked for.
 */
export function deleteUserErrorMessage(error: unknown, isPermanent: boolean): string {
  if (error instanceof ApiError && error.status === 404) return USER_NOT_FOUND;
  if (error instanceof UnexpectedDeleteAnswerError) return DELETE_FAILURE;
  const server =
    error instanceof ApiError && error.status > 0
      ? (readText(error.body, 'message') ?? readText(error.body, 'error'))
      : undefined;
  return server ?? (isPermanent ? DELETE_FAILURE : SOFT_DELETE_FAILURE);
}

/** A 409 on save: someone else saved the user since this form was loaded. */
export function isStaleUserError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409;
}
