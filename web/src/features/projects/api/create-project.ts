import type { Project, ProjectInput } from '#shared/projects.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /projects` (signed in) → 201 with the project, owned by the caller; 400 with `errors` per field. */
export function createProject(input: ProjectInput): Promise<Project> {
  return apiClient.request('POST /projects', { body: input });
}
