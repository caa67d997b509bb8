import { mutate } from 'swr';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';
import { fetchProjectsPage, type ProjectListScope } from './fetch-projects-page';

/** Keyed by viewer too: one user's own projects are never shown to the next user of the tab. */
function projectsPageKey(scope: ProjectListScope, viewerId: string, cursor: string | null) {
  return [apiPath('GET /projects'), scope, viewerId, cursor ?? ''] as const;
}

export function useProjectsPage(scope: ProjectListScope, viewerId: string, cursor: string | null) {
  return useSWR(projectsPageKey(scope, viewerId, cursor), ([, pageScope, , pageCursor]) =>
    fetchProjectsPage(pageScope, pageCursor || null),
  );
}

/** Reloads every cached page of every project list (after a create, change or delete). */
export function refreshProjectLists(): Promise<unknown> {
  const path = apiPath('GET /projects');
  return mutate((key) => Array.isArray(key) && key[0] === path);
}
