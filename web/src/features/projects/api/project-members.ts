import type { UserLookupItem } from '#shared/accounts.ts';
import type { Project } from '#shared/projects.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/**
 * `GET /users/lookup?q=` (signed in) → the user whose user name or e-mail address is exactly `q`,
 * as `[{ id, name }]`, or `[]`; 400 below 3 characters. How an owner who is no admin finds a member.
 */
export function lookupUser(q: string): Promise<UserLookupItem[]> {
  return apiClient.request('GET /users/lookup', { query: { q } });
}

/**
 * `POST /projects/{id}/members` (owner or admin) → 200 with the project; 404 naming an unknown user,
 * 409 for the owner; someone already a member answers the project unchanged.
 */
export function addProjectMember(projectId: string, userId: string): Promise<Project> {
  return apiClient.request('POST /projects/{id}/members', { params: { id: projectId }, body: { userId } });
}

/** `DELETE /projects/{id}/members/{userId}` (owner or admin) → 200 with the project. */
export function removeProjectMember(projectId: string, userId: string): Promise<Project> {
  return apiClient.request('DELETE /projects/{id}/members/{userId}', {
    params: { id: projectId, userId },
  });
}
