import { apiClient } from '#web/shared/api/api-client.ts';

/** A delete the server answered with something other than 204: it counts as a failure. */
export class UnexpectedDeleteAnswerError extends Error {
  override name = 'UnexpectedDeleteAnswerError';
}

/**
 * `DELETE /users/{id}` with `{ isAdmin, isPermanent }` → 204. Soft delete marks the user deleted and
 * keeps the data; permanent delete removes the user, roles, preferences and sessions. 404 `User not found`.
 */
export async function deleteUser(id: string, options: { isAdmin: boolean; isPermanent: boolean }): Promise<void> {
  const answer = await apiClient.send('DELETE /users/{id}', { params: { id }, body: options });
  if (answer.status !== 204) throw new UnexpectedDeleteAnswerError(`Expected 204, got ${answer.status}`);
}
