import type { Project } from '#shared/projects.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

export function projectKey(id: string): string {
  return apiPath('GET /projects/{id}', { id });
}

/** `GET /projects/{id}` → 200 with the project; 404 `Project not found` (also for someone else's private one). */
function fetchProject(id: string): Promise<Project> {
  return apiClient.request('GET /projects/{id}', { params: { id } });
}

export function useProject(id: string) {
  return useSWR(projectKey(id), () => fetchProject(id));
}
