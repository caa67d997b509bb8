import { repoLinksFrom } from '#shared/projects.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

export function projectLinksKey(id: string): string {
  return apiPath('GET /projects/{id}/links', { id });
}

/**
 * `GET /projects/{id}/links` → the repository links: an array, or an object whose
 * `$values` holds it; any other answer is read as no links.
 */
export async function fetchProjectLinks(id: string): Promise<string[]> {
  return repoLinksFrom(await apiClient.request('GET /projects/{id}/links', { params: { id } }));
}

export function useProjectLinks(id: string) {
  return useSWR(projectLinksKey(id), () => fetchProjectLinks(id));
}
