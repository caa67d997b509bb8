import type { Project } from '#shared/projects.ts';
import { auditOf } from '../blog/views';
import type { ProjectItem } from '../db/entities/project';

export function toProject(item: ProjectItem): Project {
  return {
    id: item.projectId,
    name: item.name,
    description: item.description ?? '',
    startDate: item.startDate ?? null,
    endDate: item.endDate ?? null,
    budget: item.budget ?? null,
    visibility: item.visibility,
    status: item.status,
    ownerId: item.ownerId,
    repoLinks: item.repoLinks ?? [],
    ...auditOf(item),
  };
}
