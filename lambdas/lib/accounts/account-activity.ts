import type { AccountChanges } from './accounts';
import type { ActivityInput } from './activity';
import type { UserItem } from './user-view';

type AccountField = keyof AccountChanges;

/**
 * A field's value as stored: trimmed, an empty optional field absent, an account active unless
 * disabled and its address verified unless stored as not.
 */
function comparable(field: AccountField, value: unknown): unknown {
  if (field === 'isActive' || field === 'emailVerified') return value ?? true;
  return (typeof value === 'string' ? value.trim() : value) || undefined;
}

/** The fields an update really changes (an emptied optional field counts; the same value does not). */
export function changedFields(current: UserItem, changes: AccountChanges): AccountField[] {
  return (Object.keys(changes) as AccountField[]).filter(
    (field) => changes[field] !== undefined && comparable(field, changes[field]) !== comparable(field, current[field]),
  );
}

/**
 * The activity events of an account update: one for a new e-mail address, one for a new user
 * name, and one naming the other profile fields that changed. Nothing when nothing changed.
 */
export function accountChangeActivity(
  fields: readonly AccountField[],
  context: Pick<ActivityInput, 'byAdmin' | 'userAgent'>,
): ActivityInput[] {
  const events: ActivityInput[] = [];
  if (fields.includes('email')) events.push({ type: 'email-changed', ...context });
  if (fields.includes('userName')) events.push({ type: 'username-changed', ...context });
  const others = fields.filter((field) => field !== 'email' && field !== 'userName');
  if (others.length > 0) events.push({ type: 'profile-updated', changedFields: others, ...context });
  return events;
}
