import { User } from '../db/entities/user';

/** What a history shows for a version saved by an account that no longer exists. */
const FORMER_EDITOR = 'Former editor';

/** The display names of the users who saved versions, by user id (one BatchGet). */
export async function editorNames(userIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds)];
  const names = new Map(unique.map((userId) => [userId, FORMER_EDITOR]));
  if (unique.length === 0) return names;
  const { data } = await User.get(unique.map((userId) => ({ userId }))).go();
  for (const user of data) names.set(user.userId, `${user.firstName} ${user.lastName}`.trim());
  return names;
}
