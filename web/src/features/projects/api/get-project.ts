import type { Project } from '../../../../../shared/projects';
import { apiClient } from '../../../shared/api/api-client';
import { apiPath } from '../../../shared/api/api-routes';
import { useSWR } from '../../../shared/api/swr';

export function projectKey(id: string): string {
  return apiPath('GET /projects/{id}', { id });
}

/** `GET /projects/{id}` → 200 with the project; 404 `Project not found` (also for someone else's private one). */
export function fetchProject(id: string): Promise<Project> {
  return apiClient.request<Project>('GET /projects/{id}', { params: { id } });
}

export function useProject(id: string) {
  return useSWR(projectKey(id), () => fetchProject(id));
}
