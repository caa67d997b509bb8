import { recordActivity } from './activity';
import { notifySecurityEvent } from './security-mail';
import type { UserItem } from './user-view';

/** Changes of an account's standing that its user is told about, in their activity and by mail. */
export type StandingChange = 'roles-changed' | 'account-unlocked' | 'account-deleted' | 'account-restored';

/**
 * After an account's standing changed (an administrator's roles, unlock, soft delete or restore; or
 * the user deleting their own account): an activity event and the security mail, as the user's own
 * changes get. Both are best effort (the change is saved by then) and never fail the request.
 */
export async function tellUserOfStandingChange(
  user: Pick<UserItem, 'userId' | 'email' | 'firstName'>,
  kind: StandingChange,
  { byAdmin, roles, userAgent }: { byAdmin: boolean; roles?: readonly string[]; userAgent?: string | undefined },
): Promise<void> {
  // An administrator's browser is not the user's business; the user's own is, as in their other events.
  await recordActivity(
    user.userId,
    byAdmin ? { type: kind, byAdmin } : { type: kind, ...(userAgent ? { userAgent } : {}) },
  );
  await notifySecurityEvent(user, { kind, at: new Date(), byAdmin, ...(roles ? { roles } : {}) });
}
