import { DELETED_USER_NAME } from '#shared/accounts.ts';
import type { MediaCover } from '#shared/media.ts';
import type { Project, ProjectMember } from '#shared/projects.ts';
import { type PeopleReader, peopleShownTo, type ShownPerson } from '../accounts/people';
import { auditOf } from '../blog/views';
import type { ProjectItem } from '../db/entities/project';
import { coversOf } from '../media/covers';

function toProject(
  item: ProjectItem,
  personOf: (userId: string) => ShownPerson | undefined,
  coverOf: (id: string | undefined) => MediaCover | undefined,
): Project {
  const cover = coverOf(item.coverImageId);
  const owner = personOf(item.ownerId);
  const members = (item.memberIds ?? [])
    .flatMap((id): ProjectMember[] => {
      const member = personOf(id);
      return member ? [{ id, ...member }] : [];
    })
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
    ownerName: owner?.name ?? DELETED_USER_NAME,
    ...(owner?.isDeleted ? { ownerIsDeleted: true } : {}),
    members,
    repoLinks: item.repoLinks ?? [],
    ...(cover ? { cover } : {}),
    ...auditOf(item),
  };
}

/**
 * The owner's and members' display names of these projects, read now for all of them at once (one
 * BatchGet; `peopleShownTo`): a rename shows on the next read, and no copy of a name has to be kept
 * up to date. A deleted account is shown to admins only: to anyone else a deleted member is not
 * listed and a deleted owner is named DELETED_USER_NAME.
 */
function peopleOf(items: readonly ProjectItem[], reader: PeopleReader) {
  return peopleShownTo(
    reader,
    items.flatMap((item) => [item.ownerId, ...(item.memberIds ?? [])]),
  );
}

/** The answers of a page of projects to `reader`, with names (see `peopleOf`) and cover images, each read at once. */
export async function toProjects(items: readonly ProjectItem[], reader: PeopleReader): Promise<Project[]> {
  const [personOf, coverOf] = await Promise.all([
    peopleOf(items, reader),
    coversOf(items.map((item) => item.coverImageId)),
  ]);
  return items.map((item) => toProject(item, personOf, coverOf));
}

/** The answer of one project to `reader`, with names (see `peopleOf`) and its cover image. */
export async function toProjectAnswer(item: ProjectItem, reader: PeopleReader): Promise<Project> {
  const [personOf, coverOf] = await Promise.all([peopleOf([item], reader), coversOf([item.coverImageId])]);
  return toProject(item, personOf, coverOf);
}
