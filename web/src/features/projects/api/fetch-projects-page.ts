import type { Page } from '#shared/accounts.ts';
import { PROJECT_VISIBILITY, type Project } from '#shared/projects.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

const PROJECTS_PAGE_SIZE = 20;

/**
 * Which list: public projects (anyone), the signed-in caller's own, the ones they are a member of,
 * or private ones (admins).
 */
export type ProjectListScope = 'public' | 'mine' | 'member' | 'private';

const QUERY_OF_SCOPE: Record<ProjectListScope, Record<string, string | number>> = {
  public: {},
  mine: { owner: 'me' },
  member: { member: 'me' },
  private: { visibility: PROJECT_VISIBILITY.private },
};

/**
 * `GET /projects?limit=&cursor=` → 200 `{ items, cursor }`, newest first; `owner=me` the caller's
 * projects of every visibility, `member=me` the ones they are a member of (one page), `visibility=1`
 * private ones (admins, else 403).
 */
export function fetchProjectsPage(
  scope: ProjectListScope,
  cursor: string | null,
  limit = PROJECTS_PAGE_SIZE,
): Promise<Page<Project>> {
  return apiClient.request('GET /projects', {
    query: { ...QUERY_OF_SCOPE[scope], limit, cursor: cursor ?? undefined },
  });
}
