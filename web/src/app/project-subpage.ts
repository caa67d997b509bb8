import { pathSegments } from '#shared/document-tree.ts';
import { isProjectId } from '#web/features/projects/lib/project-ids.ts';

/**
 * What a path below /projects shows, besides the project forms (`add`, `edit/{id}`, `del/{id}`):
 * `/projects/{uuid}` is a project, every other path a write-up of the projects
 * documentation collection (`/projects/web/task-manager`), whose top level is part of /projects.
 */
export type ProjectSubpage = { kind: 'project'; id: string } | { kind: 'write-up'; segments: string[] };

export function projectSubpage(splat: string | undefined): ProjectSubpage {
  const segments = pathSegments(splat);
  const [first] = segments;
  return segments.length === 1 && isProjectId(first) ? { kind: 'project', id: first } : { kind: 'write-up', segments };
}
