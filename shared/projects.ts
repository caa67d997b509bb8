import type { AuditFields } from './blog';
import type { MediaCover } from './media';

/**
 * Projects: their fields, limits and answers. Visibility and status are plain integers on the wire;
 * these are the meanings this product gives them (docs/blog-and-projects.md, "Projects").
 */
export const PROJECT_VISIBILITY = { public: 0, private: 1 } as const;
export const PROJECT_VISIBILITY_LABELS: Record<number, string> = { 0: 'Public', 1: 'Private' };

export const PROJECT_STATUS_LABELS: Record<number, string> = {
  0: 'Planned',
  1: 'Active',
  2: 'On hold',
  3: 'Completed',
  4: 'Archived',
};

export const PROJECT_NAME_MAX_LENGTH = 100;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 2000;
export const PROJECT_MAX_REPO_LINKS = 20;
export const REPO_LINK_MAX_LENGTH = 500;
export const PROJECT_MAX_BUDGET = 1_000_000_000;
/** Members besides the owner: enough for a team, few enough that one BatchGet page names them all. */
export const PROJECT_MAX_MEMBERS = 50;

export const PROJECT_NOT_FOUND = 'Project not found';
export const PROJECT_OWNER_ONLY = 'Only the project owner, its members or an admin can change this project';
export const PROJECT_DELETE_OWNER_ONLY = 'Only the project owner or an admin can delete this project';
export const PROJECT_MEMBERS_OWNER_ONLY = 'Only the project owner or an admin can change its members';
export const PROJECT_OWNER_CHANGE_ADMIN_ONLY = 'Only an admin can make another user the owner';

/** Someone on a project, as everyone may see them: the display name, never an e-mail address. */
export interface ProjectMember {
  id: string;
  name: string;
  /** Only in an admin's answer: the account is deleted (no one else is shown a deleted member). */
  isDeleted?: true;
}

export interface Project extends AuditFields {
  id: string;
  name: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
  budget: number | null;
  visibility: number;
  status: number;
  ownerId: string;
  /**
   * The owner's display name, read when the project is read (a rename shows at once);
   * DELETED_USER_NAME once the owner's account is deleted, except to an admin.
   */
  ownerName: string;
  /** Only in an admin's answer: the owner's account is deleted. */
  ownerIsDeleted?: true;
  /**
   * The users besides the owner who may edit the project (not delete it or change its owner);
   * deleted accounts only in an admin's answer.
   */
  members: ProjectMember[];
  repoLinks: string[];
  /** The cover image (`coverImageId` when the project is saved); absent without one or once it is deleted. */
  cover?: MediaCover;
}

/** Who may edit a project: its owner, its members and admins. */
export function canEditProject(
  project: Pick<Project, 'ownerId'> & { members: readonly Pick<ProjectMember, 'id'>[] },
  viewerId: string | undefined,
  isAdmin: boolean,
) {
  return (
    isAdmin ||
    (viewerId !== undefined &&
      (project.ownerId === viewerId || project.members.some((member) => member.id === viewerId)))
  );
}

/** Who may delete a project, change its owner or its members: its owner and admins. */
export function canManageProject(project: Pick<Project, 'ownerId'>, viewerId: string | undefined, isAdmin: boolean) {
  return isAdmin || (viewerId !== undefined && project.ownerId === viewerId);
}

/**
 * The repository links of a `GET /projects/{id}/links` answer: an array, or an object whose
 * `$values` holds the array (the shape some serializers write). Anything else is an empty list.
 */
export function repoLinksFrom(answer: unknown): string[] {
  const values = Array.isArray(answer)
    ? answer
    : answer !== null && typeof answer === 'object' && Array.isArray((answer as { $values?: unknown }).$values)
      ? (answer as { $values: unknown[] }).$values
      : [];
  return values.filter((value): value is string => typeof value === 'string');
}

/** Drops blank and whitespace-only links and trims the rest: a project is saved without them. */
export function withoutBlankLinks(links: readonly string[]): string[] {
  return links.map((link) => link.trim()).filter((link) => link.length > 0);
}
