import type { RouteBody } from '#shared/contract/route-types.ts';
import type { Project } from '#shared/projects.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /projects` (signed in) → 201 with the project, owned by the caller; 400 with `errors` per field. */
export function createProject(input: RouteBody<'POST /projects'>): Promise<Project> {
  return apiClient.request('POST /projects', { body: input });
}
