import type { MediaCover } from '#shared/media.ts';
import { DELETED_USER_NAME, type Project } from '#shared/projects.ts';
import { displayNameOf } from '../accounts/user-names';
import { getActiveUsers } from '../accounts/users';
import { auditOf } from '../blog/views';
import type { ProjectItem } from '../db/entities/project';
import { coversOf } from '../media/covers';

function toProject(
  item: ProjectItem,
  nameOf: (userId: string) => string,
  coverOf: (id: string | undefined) => MediaCover | undefined,
): Project {
  const cover = coverOf(item.coverImageId);
  const members = (item.memberIds ?? [])
    .map((id) => ({ id, name: nameOf(id) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
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
    ownerName: nameOf(item.ownerId),
    members,
    repoLinks: item.repoLinks ?? [],
    ...(cover ? { cover } : {}),
    ...auditOf(item),
  };
}

/**
 * The owner's and members' display names of these projects, read now for all of them at once (one
 * BatchGet): a rename shows on the next read, and no copy of a name has to be kept up to date. A
 * deleted account is named DELETED_USER_NAME, so its owner can still see and remove it.
 */
async function namesOf(items: readonly ProjectItem[]): Promise<(userId: string) => string> {
  const users = await getActiveUsers(items.flatMap((item) => [item.ownerId, ...(item.memberIds ?? [])]));
  return (userId) => {
    const user = users.get(userId);
    return user ? displayNameOf(user) : DELETED_USER_NAME;
  };
}

/** The answers of a page of projects, with names (see `namesOf`) and cover images, each read at once. */
export async function toProjects(items: readonly ProjectItem[]): Promise<Project[]> {
  const [nameOf, coverOf] = await Promise.all([namesOf(items), coversOf(items.map((item) => item.coverImageId))]);
  return items.map((item) => toProject(item, nameOf, coverOf));
}

/** The answer of one project, with names (see `namesOf`) and its cover image. */
export async function toProjectAnswer(item: ProjectItem): Promise<Project> {
  const [nameOf, coverOf] = await Promise.all([namesOf([item]), coversOf([item.coverImageId])]);
  return toProject(item, nameOf, coverOf);
}
