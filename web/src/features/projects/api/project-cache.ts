import { mutate } from 'swr';
import type { Project } from '#shared/projects.ts';
import { projectKey } from './get-project';
import { projectLinksKey } from './get-project-links';

/** Puts a project the server just answered into the cache, so its page shows it without another read. */
export async function cacheSavedProject(project: Project): Promise<void> {
  await Promise.all([
    mutate(projectKey(project.id), project, { revalidate: false }),
    mutate(projectLinksKey(project.id), project.repoLinks, { revalidate: false }),
  ]);
}
