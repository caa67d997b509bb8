import type { RouteBody } from '#shared/contract/route-types.ts';
import type { Project } from '#shared/projects.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/**
 * `PUT /projects/{id}` with every field and the `version` it was read at → 200; 403 for anyone but
 * the owner or an admin; 409 when someone saved it in between.
 */
export function updateProject(
  id: string,
  input: RouteBody<'PUT /projects/{id}'> & { version: number },
): Promise<Project> {
  return apiClient.request('PUT /projects/{id}', { params: { id }, body: input });
}
