import { isLockCurrent, type UserDetails } from '#shared/accounts.ts';
import { userStatus } from '#web/features/users/lib/user-status.ts';
import { formatLastLogin, NOT_AVAILABLE } from '#web/shared/lib/last-login.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { DetailsList } from '#web/shared/ui/details-list.tsx';

function formatTime(value: string | undefined): string {
  return formatForViewer(value, 'dateTime') || NOT_AVAILABLE;
}

/** Everything an admin may see about a user. */
export function UserDetailsView({ user }: { user: UserDetails }) {
  const rows: [string, string][] = [
    ['Email', user.email],
    ['User name', user.userName || NOT_AVAILABLE],
    ['First name', user.firstName],
    ['Last name', user.lastName],
    ['Roles', user.roles.join(', ') || NOT_AVAILABLE],
    ['Status', userStatus(user)],
    ['Email verified', user.emailVerified ? 'Yes' : 'No'],
    ['Phone number', user.phoneNumber || NOT_AVAILABLE],
    ['Date of birth', user.dateOfBirth || NOT_AVAILABLE],
    ['Biography', user.biography || NOT_AVAILABLE],
    ['Last login', formatLastLogin(user.lastLogin)],
    ['Failed logins', String(user.failedLoginAttempts)],
    ['Locked until', isLockCurrent(user) ? formatTime(user.lockoutEnd) : NOT_AVAILABLE],
    ['Deleted at', user.isDeleted ? formatTime(user.deletedAt) : NOT_AVAILABLE],
    ['Reactivation requested', formatTime(user.reactivationRequestedAt)],
    ['Reactivation reason', user.reactivationReason || NOT_AVAILABLE],
    ['Created', formatTime(user.createdAt)],
    ['Updated', formatTime(user.updatedAt)],
  ];

  return <DetailsList rows={rows} />;
}
