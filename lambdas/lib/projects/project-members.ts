import { ITEM_CHANGED_ELSEWHERE } from '#shared/constants.ts';
import { PROJECT_MAX_MEMBERS, PROJECT_MEMBERS_OWNER_ONLY } from '#shared/projects.ts';
import { displayNameOf } from '../accounts/user-names';
import { getActiveUsers } from '../accounts/users';
import { config } from '../config';
import { Project, type ProjectItem } from '../db/entities/project';
import { isConditionFailure } from '../db/transactions';
import { ConflictingWriteError, ItemNotFoundError } from '../errors';
import { logger } from '../logger';
import { queueMail } from '../mail/outbox';
import { getManagedProject, type ProjectCaller } from './projects';

/**
 * Project members. A membership change is one ADD or DELETE on the `memberIds` set: it cannot
 * lose a concurrent change, so it does not move `version`, which guards the fields a PUT replaces
 * (an editor's open form stays saveable after a member was added on the same screen).
 */

type Writer = ProjectCaller & { userId: string };

/**
 * Tells a user they were added to or removed from a project, through the mail outbox. The change
 * is made by then: a mail that cannot be queued is logged, not answered as a failure.
 */
async function mailMembership(userId: string, project: ProjectItem, change: 'added' | 'removed', by: string) {
  const [member, actor] = await Promise.all([getActiveUsers([userId]), getActiveUsers([by])]).then(
    ([members, actors]) => [members.get(userId), actors.get(by)],
  );
  if (!member) return;
  const who = actor ? displayNameOf(actor) : 'An administrator';
  const text =
    change === 'added'
      ? `Hello ${member.firstName},\n\n${who} added you to the project "${project.name}". You can open and edit it from "Member of" on the projects page:\n${config.siteUrl}/projects/${project.projectId}\n`
      : `Hello ${member.firstName},\n\n${who} removed you from the project "${project.name}". You no longer see it under "Member of".\n`;
  try {
    await queueMail({
      kind: 'mail',
      mail: {
        to: member.email,
        subject: change === 'added' ? `You were added to ${project.name}` : `You were removed from ${project.name}`,
        text,
      },
    });
  } catch (error) {
    logger.error('Membership mail could not be queued', { projectId: project.projectId, userId, change, error });
  }
}

const touched = (actorId: string) => ({ updatedAt: new Date().toISOString(), updatedBy: actorId });

/**
 * Add a user as a member (the owner or an admin). An unknown or deleted user is 404, naming the
 * id; the owner is 409 (a mistake worth saying); an existing member answers the project unchanged,
 * so a retried add is harmless. At most PROJECT_MAX_MEMBERS members.
 */
export async function addProjectMember(
  projectId: string | undefined,
  userId: string,
  caller: Writer,
): Promise<ProjectItem> {
  const project = await getManagedProject(projectId, caller, PROJECT_MEMBERS_OWNER_ONLY);
  const user = (await getActiveUsers([userId])).get(userId);
  if (!user) throw new ItemNotFoundError(`User ${userId} not found`);
  if (userId === project.ownerId) throw new ConflictingWriteError(`${displayNameOf(user)} owns this project already`);
  const memberIds = project.memberIds ?? [];
  if (memberIds.includes(userId)) return project;
  if (memberIds.length >= PROJECT_MAX_MEMBERS) {
    throw new ConflictingWriteError(`A project can have at most ${PROJECT_MAX_MEMBERS} members`);
  }
  const { data } = await Project.patch({ projectId: project.projectId })
    .add({ memberIds: [userId] })
    .set(touched(caller.userId))
    .where(
      ({ lifecycle, ownerId, memberIds: members }, { eq, notExists, size, escape: raw }) =>
        `${eq(lifecycle, 'active')} AND ${eq(ownerId, project.ownerId)} AND ` +
        `(${notExists(members)} OR ${size(members)} < ${raw(PROJECT_MAX_MEMBERS)})`,
    )
    .go({ response: 'all_new' })
    .catch((error: Error) => {
      // Deleted, given another owner or filled up since it was read: the caller reads it again.
      throw isConditionFailure(error) ? new ConflictingWriteError(ITEM_CHANGED_ELSEWHERE) : error;
    });
  await mailMembership(userId, project, 'added', caller.userId);
  return data as ProjectItem;
}

/**
 * Remove a member (the owner or an admin); removing someone who is not a member changes nothing.
 * The owner's removal is refused if the project got another owner between the read and the write.
 */
export async function removeProjectMember(
  projectId: string | undefined,
  userId: string | undefined,
  caller: Writer,
): Promise<ProjectItem> {
  const project = await getManagedProject(projectId, caller, PROJECT_MEMBERS_OWNER_ONLY);
  if (!userId || !(project.memberIds ?? []).includes(userId)) return project;
  const { data } = await Project.patch({ projectId: project.projectId })
    .delete({ memberIds: [userId] })
    .set(touched(caller.userId))
    .where(({ lifecycle, ownerId }, { eq }) =>
      caller.isAdmin ? eq(lifecycle, 'active') : `${eq(lifecycle, 'active')} AND ${eq(ownerId, project.ownerId)}`,
    )
    .go({ response: 'all_new' })
    .catch(async (error: Error) => {
      if (!isConditionFailure(error)) throw error;
      // Deleted or given another owner since the read: reading again answers 404, or 403 to the former owner.
      await getManagedProject(projectId, caller, PROJECT_MEMBERS_OWNER_ONLY);
      throw new ConflictingWriteError(ITEM_CHANGED_ELSEWHERE);
    });
  await mailMembership(userId, project, 'removed', caller.userId);
  return data as ProjectItem;
}
