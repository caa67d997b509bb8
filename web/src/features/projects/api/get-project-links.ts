import { repoLinksFrom } from '../../../../../shared/projects';
import { apiClient } from '../../../shared/api/api-client';
import { apiPath } from '../../../shared/api/api-routes';
import { useSWR } from '../../../shared/api/swr';

export function projectLinksKey(id: string): string {
  return apiPath('GET /projects/{id}/links', { id });
}

/**
 * `GET /projects/{id}/links` → the repository links (spec §7): an array, or an object whose
 * `$values` holds it; any other answer is read as no links.
 */
export async function fetchProjectLinks(id: string): Promise<string[]> {
  return repoLinksFrom(await apiClient.request<unknown>('GET /projects/{id}/links', { params: { id } }));
}

export function useProjectLinks(id: string) {
  return useSWR(projectLinksKey(id), () => fetchProjectLinks(id));
}
