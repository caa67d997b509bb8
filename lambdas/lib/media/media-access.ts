import { hasAccess } from '#shared/accounts.ts';
import type { MediaPurpose } from '#shared/media.ts';
import { displayNameOf } from '../accounts/user-names';
import { getUser } from '../accounts/users';
import type { MediaItemRecord } from '../db/entities/media-item';
import { InvalidInputError, ItemNotFoundError, NotPermittedError } from '../errors';
import { getVisibleProject } from '../projects/projects';
import { MEDIA_NOT_FOUND } from './media-items';

/** Who is asking, as the media rules see them. */
export interface MediaCaller {
  userId: string;
  roles: readonly string[];
}

const isEditor = (caller: MediaCaller) => hasAccess(caller.roles, 'editor');

const POST_MEDIA_EDITORS_ONLY = 'Only editors and admins can upload images for posts and documents';
const PROJECT_MEDIA_MEMBERS_ONLY = 'Only the project owner, its members or an editor can upload images for it';
const MEDIA_DELETE_REFUSED = 'Only an admin or the uploader can delete this image';

/**
 * Refuses an upload the caller may not make: posts and documents are the editors'; a project's
 * images are also its owner's and members'; a profile picture anyone's, for themselves.
 */
export async function checkUploadAllowed(
  caller: MediaCaller,
  purpose: MediaPurpose,
  projectId: string | undefined,
): Promise<void> {
  if (purpose === 'profile-picture') return;
  if (purpose !== 'project') {
    if (!isEditor(caller)) throw new NotPermittedError(POST_MEDIA_EDITORS_ONLY);
    return;
  }
  if (projectId === undefined) {
    if (isEditor(caller)) return;
    throw new InvalidInputError('projectId: Project is required', {
      details: { errors: [{ field: 'projectId', message: 'Project is required' }] },
    });
  }
  // Editors may see every project; anyone else finds only those they may see (404 otherwise).
  const project = await getVisibleProject(projectId, { userId: caller.userId, isAdmin: isEditor(caller) });
  const belongs = project.ownerId === caller.userId || (project.memberIds ?? []).includes(caller.userId);
  if (!isEditor(caller) && !belongs) throw new NotPermittedError(PROJECT_MEDIA_MEMBERS_ONLY);
}

/** A profile picture's alt text when the user left it empty: their display name. */
export async function profilePictureAlt(userId: string): Promise<string> {
  const user = await getUser(userId);
  return `Profile picture of ${user ? displayNameOf(user) : 'a user'}`;
}

/** Editors and admins read every item; anyone else only their own (others' are not found). */
export function checkCanRead(caller: MediaCaller, item: MediaItemRecord): void {
  if (!isEditor(caller) && item.uploadedBy !== caller.userId) throw new ItemNotFoundError(MEDIA_NOT_FOUND);
}

/** Editors and admins change any item's alt text; anyone else only their own (others' are not found). */
export function checkCanEdit(caller: MediaCaller, item: MediaItemRecord): void {
  checkCanRead(caller, item);
}

export function checkCanDelete(caller: MediaCaller, item: MediaItemRecord): void {
  if (!hasAccess(caller.roles, 'admin') && item.uploadedBy !== caller.userId) {
    throw new NotPermittedError(MEDIA_DELETE_REFUSED);
  }
}
