import { mutate } from 'swr';
import type { Page } from '#shared/accounts.ts';
import { PROJECT_VISIBILITY, type Project } from '#shared/projects.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

export const PROJECTS_PAGE_SIZE = 20;

/** Which list: public projects (anyone), the signed-in caller's own, or private ones (admins). */
export type ProjectListScope = 'public' | 'mine' | 'private';

const QUERY_OF_SCOPE: Record<ProjectListScope, Record<string, string | number>> = {
  public: {},
  mine: { owner: 'me' },
  private: { visibility: PROJECT_VISIBILITY.private },
};

/** Keyed by viewer too: one user's own projects are never shown to the next user of the tab. */
export function projectsPageKey(scope: ProjectListScope, viewerId: string, cursor: string | null) {
  return [apiPath('GET /projects'), scope, viewerId, cursor ?? ''] as const;
}

/**
 * `GET /projects?limit=&cursor=` → 200 `{ items, cursor }`, newest first; `owner=me` the caller's
 * projects of every visibility, `visibility=1` private ones (admins, else 403).
 */
export function fetchProjectsPage(
  scope: ProjectListScope,
  cursor: string | null,
  limit = PROJECTS_PAGE_SIZE,
): Promise<Page<Project>> {
  return apiClient.request<Page<Project>>('GET /projects', {
    query: { ...QUERY_OF_SCOPE[scope], limit, cursor: cursor ?? undefined },
  });
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
