import { randomUUID } from 'node:crypto';
import { ITEM_CHANGED_ELSEWHERE } from '#shared/constants.ts';
import {
  PROJECT_DELETE_OWNER_ONLY,
  PROJECT_NOT_FOUND,
  PROJECT_OWNER_CHANGE_ADMIN_ONLY,
  PROJECT_OWNER_ONLY,
  PROJECT_VISIBILITY,
} from '#shared/projects.ts';
import type { ProjectInputParsed } from '#shared/validation/projects.ts';
import { getUser } from '../accounts/users';
import { createdAudit, softDeleteChanges } from '../db/entities/audit-attributes';
import { Project, type ProjectItem } from '../db/entities/project';
import { type PageRequest, queryPage } from '../db/page';
import { isConditionFailure } from '../db/transactions';
import { ConflictingWriteError, InvalidInputError, ItemNotFoundError, NotPermittedError } from '../errors';
import { isItemId } from '../item-id';
import { checkedCoverImageId } from '../media/covers';
import { removeMediaUsage } from '../media/media-usage';
import { recordProjectMediaUsage } from '../media/usage-targets';

export type { ProjectItem };

type ProjectFields = Omit<ProjectInputParsed, 'id' | 'version' | 'ownerId' | 'coverImageId'> & {
  ownerId: string;
  /** A checked cover image (lib/media/covers.ts); none when absent. */
  coverImageId?: string;
};

/** What a client sends for a project; without an owner, the owner stays (or is the caller, on create). */
export type ProjectInput = Omit<ProjectInputParsed, 'id' | 'version'>;

/**
 * Who asks: a private project exists only for its owner, its members and admins; they may edit it,
 * and only its owner and admins may delete it or change its owner or members.
 */
export interface ProjectCaller {
  userId?: string;
  isAdmin: boolean;
}

const isMember = (caller: ProjectCaller, project: ProjectItem) =>
  caller.userId !== undefined && (project.memberIds ?? []).includes(caller.userId);

const manages = (caller: ProjectCaller, project: ProjectItem) => caller.isAdmin || project.ownerId === caller.userId;

const sees = (caller: ProjectCaller, project: ProjectItem) =>
  project.visibility === PROJECT_VISIBILITY.public || manages(caller, project) || isMember(caller, project);

/** Get a project as the caller may see it: a private one is not found for anyone but its owner, members and admins. */
export async function getVisibleProject(projectId: string | undefined, caller: ProjectCaller): Promise<ProjectItem> {
  const project = await getProject(projectId);
  if (!project || !sees(caller, project)) throw new ItemNotFoundError(PROJECT_NOT_FOUND);
  return project;
}

async function getEditableProject(projectId: string | undefined, caller: ProjectCaller): Promise<ProjectItem> {
  const project = await getVisibleProject(projectId, caller);
  if (!manages(caller, project) && !isMember(caller, project)) throw new NotPermittedError(PROJECT_OWNER_ONLY);
  return project;
}

/** Get a project its owner or an admin may delete or change the members of; `refusal` tells anyone else why not. */
export async function getManagedProject(
  projectId: string | undefined,
  caller: ProjectCaller,
  refusal: string,
): Promise<ProjectItem> {
  const project = await getVisibleProject(projectId, caller);
  if (!manages(caller, project)) throw new NotPermittedError(refusal);
  return project;
}

/**
 * The project's fields with its owner (the one it has, or the caller, unless an admin names an
 * existing user) and its cover image, checked to be one uploaded for this project.
 */
async function fieldsFor(
  { ownerId, coverImageId, ...input }: ProjectInput,
  caller: ProjectCaller & { userId: string },
  projectId: string,
  currentOwner?: string,
): Promise<ProjectFields> {
  const keptOwner = currentOwner ?? caller.userId;
  const owner = ownerId ?? keptOwner;
  if (owner !== keptOwner) {
    if (!caller.isAdmin) throw new NotPermittedError(PROJECT_OWNER_CHANGE_ADMIN_ONLY);
    if (!(await getUser(owner))) throw new InvalidInputError('ownerId: Owner not found');
  }
  const cover = await checkedCoverImageId(coverImageId, { kind: 'project', projectId });
  return { ...input, ownerId: owner, coverImageId: cover };
}

/** Get a project by id; soft-deleted ones are not found. */
async function getProject(projectId: string | undefined): Promise<ProjectItem | undefined> {
  if (!isItemId(projectId)) return undefined;
  const { data } = await Project.get({ projectId }).go({ consistent: true });
  return data && data.lifecycle === 'active' ? data : undefined;
}

/** Get the projects of one visibility, newest first. */
export function listProjectsByVisibility(visibility: number, { limit, cursor }: PageRequest) {
  return queryPage(cursor, () =>
    Project.query.byVisibility({ lifecycle: 'active', visibility }).go({ order: 'desc', limit, cursor }),
  );
}

/** Get every project of one owner, newest first. */
export function listProjectsOfOwner(ownerId: string, { limit, cursor }: PageRequest) {
  return queryPage(cursor, () =>
    Project.query.byOwner({ lifecycle: 'active', ownerId }).go({ order: 'desc', limit, cursor }),
  );
}

/**
 * Every live public project a user owns or is a member of: the whole public index, filtered (a
 * FilterExpression on gsi1). For the rare change that touches them all: the account deleted,
 * restored or removed (render/people-pages.ts).
 */
export async function listPublicProjectsOf(userId: string): Promise<ProjectItem[]> {
  const { data } = await Project.query
    .byVisibility({ lifecycle: 'active', visibility: PROJECT_VISIBILITY.public })
    .where(({ ownerId, memberIds }, { eq, contains }) => `${eq(ownerId, userId)} OR ${contains(memberIds, userId)}`)
    .go({ pages: 'all' });
  return data;
}

/**
 * The live projects a user is a member of (not the ones they own), newest first, of either
 * visibility (a member sees a private project). Both indexes are read whole, filtered: a user is a
 * member of few projects, and a personal site has few.
 */
export async function listProjectsWithMember(userId: string): Promise<ProjectItem[]> {
  const pages = await Promise.all(
    [PROJECT_VISIBILITY.public, PROJECT_VISIBILITY.private].map((visibility) =>
      Project.query
        .byVisibility({ lifecycle: 'active', visibility })
        .where(({ memberIds }, { contains }) => contains(memberIds, userId))
        .go({ pages: 'all' }),
    ),
  );
  return pages.flatMap(({ data }) => data).sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
}

/** Whether a user owns at least one project (not counting deleted ones). */
export async function ownsAProject(ownerId: string): Promise<boolean> {
  const { data } = await Project.query.byOwner({ lifecycle: 'active', ownerId }).go({ limit: 1 });
  return data.length > 0;
}

/** Empty optional values are stored as absent, not as empty strings or nulls. */
function stored(fields: ProjectFields) {
  return {
    name: fields.name,
    description: fields.description ?? '',
    startDate: fields.startDate ?? undefined,
    endDate: fields.endDate ?? undefined,
    budget: fields.budget ?? undefined,
    visibility: fields.visibility,
    status: fields.status,
    ownerId: fields.ownerId,
    repoLinks: fields.repoLinks ?? [],
    coverImageId: fields.coverImageId,
  };
}

/**
 * Create a project; the caller is its owner unless an admin names another user. Nothing about a
 * project is unique, so a create retried after its answer was lost would make a second one: with
 * `createId` (the same for every retry of one create: lib/idempotency/create-id.ts) the project
 * gets that id, and a retry whose earlier try was saved gets the saved project back.
 */
export async function createProject(
  input: ProjectInput,
  caller: ProjectCaller & { userId: string },
  createId?: string,
): Promise<ProjectItem> {
  const projectId = createId ?? randomUUID();
  const fields = await fieldsFor(input, caller, projectId);
  const actorId = caller.userId;
  const now = new Date().toISOString();
  const item: ProjectItem = {
    projectId,
    lifecycle: 'active',
    ...stored(fields),
    ...createdAudit(actorId, now),
  };
  try {
    await Project.create(item).go();
  } catch (error) {
    // Only an earlier try of this create can have taken its id (a random id is never taken).
    if (!createId || !isConditionFailure(error)) throw error;
    const { data: saved } = await Project.get({ projectId: createId }).go({ consistent: true });
    if (!saved) throw error;
    await recordProjectMediaUsage(saved);
    return saved;
  }
  await recordProjectMediaUsage(item);
  return item;
}

const OPTIONAL_FIELDS = ['startDate', 'endDate', 'budget', 'coverImageId'] as const;

/**
 * Replace a project's fields (its owner, a member or an admin), refused if it changed since the
 * client read it, or if the caller stopped being its owner or a member between the read and the
 * write. A member who becomes the owner (an admin's change) stops being a member.
 */
export async function updateProject(
  projectId: string | undefined,
  input: ProjectInput,
  caller: ProjectCaller & { userId: string },
  expectedVersion?: number,
): Promise<ProjectItem> {
  const current = await getEditableProject(projectId, caller);
  const fields = await fieldsFor(input, caller, current.projectId, current.ownerId);
  const actorId = caller.userId;
  const changedElsewhere = new ConflictingWriteError(ITEM_CHANGED_ELSEWHERE);
  if (expectedVersion !== undefined && expectedVersion !== current.version) throw changedElsewhere;
  const values = stored(fields);
  const cleared = OPTIONAL_FIELDS.filter((name) => values[name] === undefined && current[name] !== undefined);
  const set = {
    ...Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)),
    lifecycle: 'active' as const,
    createdAt: current.createdAt,
    updatedAt: new Date().toISOString(),
    updatedBy: actorId,
    version: current.version + 1,
  };
  const memberIds = (current.memberIds ?? []).filter((memberId) => memberId !== fields.ownerId);
  const patch = Project.patch({ projectId: current.projectId }).set(set);
  const withoutOwner =
    memberIds.length < (current.memberIds ?? []).length ? patch.delete({ memberIds: [fields.ownerId] }) : patch;
  await (cleared.length > 0 ? withoutOwner.remove([...cleared]) : withoutOwner)
    .where(({ lifecycle, version, ownerId, memberIds: members }, { eq, contains }) => {
      const unchanged = `${eq(lifecycle, 'active')} AND ${eq(version, current.version)}`;
      // Removing a member does not move `version`: the write itself checks the caller still may edit.
      if (caller.isAdmin) return unchanged;
      return `${unchanged} AND (${eq(ownerId, actorId)} OR ${contains(members, actorId)})`;
    })
    .go()
    .catch(async (error: Error) => {
      if (!isConditionFailure(error)) throw error;
      // Deleted or the caller's rights gone since the read: reading again answers 404 or 403.
      await getEditableProject(projectId, caller);
      throw changedElsewhere;
    });
  const next: ProjectItem = { ...current, ...values, ...set, memberIds };
  await recordProjectMediaUsage(next);
  return next;
}

/** Soft-delete a project (its owner or an admin; not its members). */
export async function softDeleteProject(
  projectId: string | undefined,
  caller: ProjectCaller & { userId: string },
): Promise<void> {
  const current = await getManagedProject(projectId, caller, PROJECT_DELETE_OWNER_ONLY);
  const actorId = caller.userId;
  const now = new Date().toISOString();
  await Project.patch({ projectId: current.projectId })
    .set({
      ...softDeleteChanges(current, actorId, now),
      visibility: current.visibility,
      ownerId: current.ownerId,
      createdAt: current.createdAt,
    })
    .where(({ lifecycle }, { eq }) => eq(lifecycle, 'active'))
    .go()
    .catch((error: Error) => {
      throw isConditionFailure(error) ? new ItemNotFoundError(PROJECT_NOT_FOUND) : error;
    });
  await removeMediaUsage('project', current.projectId);
}
