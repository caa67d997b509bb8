import { displayNameOf } from '../accounts/user-names';
import { getUser } from '../accounts/users';
import { User } from '../db/entities/user';
import { isConditionFailure } from '../db/transactions';
import { deleteMediaItem } from './media-items';
import { deleteMediaObjects } from './media-objects';
import { releaseMediaUsage, removeMediaUsage } from './media-usage';
import { recordProfileMediaUsage } from './usage-targets';

/**
 * Makes a ready upload the user's profile picture; the one it replaces is deleted, objects and
 * item. A user deleted meanwhile keeps nothing: the new picture goes too.
 */
export async function adoptProfilePicture(userId: string, mediaId: string): Promise<void> {
  const user = await getUser(userId);
  const previous = user?.profilePictureId;
  try {
    await User.patch({ userId }).set({ profilePictureId: mediaId }).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await removeMedia(mediaId);
    return;
  }
  if (previous && previous !== mediaId) await removeMedia(previous);
  await recordProfileMediaUsage(userId, user ? displayNameOf(user) : 'A user', mediaId);
}

/**
 * Deletes an image's objects, then its item (so a failure part way leaves the item to retry the
 * delete on), then its uses, which renders the pages that showed it again (media-usage.ts).
 */
export async function removeMedia(mediaId: string): Promise<void> {
  await deleteMediaObjects(mediaId);
  await deleteMediaItem(mediaId);
  await releaseMediaUsage(mediaId);
}

/** A deleted profile picture is no longer the user's (unless another has replaced it meanwhile). */
export async function releaseProfilePicture(userId: string, mediaId: string): Promise<void> {
  try {
    await User.patch({ userId })
      .remove(['profilePictureId'])
      .where(({ profilePictureId }, { eq }) => eq(profilePictureId, mediaId))
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return;
  }
  await removeMediaUsage('profile', userId);
}
