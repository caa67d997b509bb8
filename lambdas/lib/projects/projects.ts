import { randomUUID } from 'node:crypto';
import { ITEM_CHANGED_ELSEWHERE } from '#shared/blog.ts';
import { PROJECT_NOT_FOUND } from '#shared/projects.ts';
import type { ProjectInputParsed } from '#shared/validation/projects.ts';
import { Project, type ProjectItem } from '../db/entities/project';
import { type PageRequest, queryPage } from '../db/page';
import { isConditionFailure } from '../db/transactions';
import { ConflictingWriteError, ItemNotFoundError } from '../errors';
import { isItemId } from '../item-id';

export type { ProjectItem };

export type ProjectFields = Omit<ProjectInputParsed, 'id' | 'version' | 'ownerId'> & { ownerId: string };

/** Get a project by id; soft-deleted ones are not found. */
export async function getProject(projectId: string | undefined): Promise<ProjectItem | undefined> {
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
  };
}

export async function createProject(fields: ProjectFields, actorId: string): Promise<ProjectItem> {
  const now = new Date().toISOString();
  const item: ProjectItem = {
    projectId: randomUUID(),
    lifecycle: 'active',
    ...stored(fields),
    createdAt: now,
    createdBy: actorId,
    updatedAt: now,
    updatedBy: actorId,
    version: 1,
  };
  await Project.create(item).go();
  return item;
}

const OPTIONAL_FIELDS = ['startDate', 'endDate', 'budget'] as const;

/** Replaces a project's fields, refused (409) if it changed since `current` was read. */
export async function updateProject(
  current: ProjectItem,
  fields: ProjectFields,
  actorId: string,
  expectedVersion = current.version,
): Promise<ProjectItem> {
  const changedElsewhere = new ConflictingWriteError(ITEM_CHANGED_ELSEWHERE);
  if (expectedVersion !== current.version) throw changedElsewhere;
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
  const patch = Project.patch({ projectId: current.projectId }).set(set);
  await (cleared.length > 0 ? patch.remove([...cleared]) : patch)
    .where(({ lifecycle, version }, { eq }) => `${eq(lifecycle, 'active')} AND ${eq(version, current.version)}`)
    .go()
    .catch((error: Error) => {
      throw isConditionFailure(error) ? changedElsewhere : error;
    });
  const next: ProjectItem = { ...current, ...values, ...set };
  return next;
}

export async function softDeleteProject(current: ProjectItem, actorId: string): Promise<void> {
  const now = new Date().toISOString();
  await Project.patch({ projectId: current.projectId })
    .set({
      lifecycle: 'deleted',
      visibility: current.visibility,
      ownerId: current.ownerId,
      createdAt: current.createdAt,
      deletedAt: now,
      deletedBy: actorId,
      updatedAt: now,
      updatedBy: actorId,
      version: current.version + 1,
    })
    .where(({ lifecycle }, { eq }) => eq(lifecycle, 'active'))
    .go()
    .catch((error: Error) => {
      throw isConditionFailure(error) ? new ItemNotFoundError(PROJECT_NOT_FOUND) : error;
    });
}
