import type { UserDetails } from '#shared/accounts.ts';
import { formatLastLogin, NOT_AVAILABLE } from '#web/shared/lib/last-login.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { DetailsList } from '#web/shared/ui/details-list.tsx';

function formatDay(value: string | undefined): string {
  return formatForViewer(value, 'date') || NOT_AVAILABLE;
}

/** The signed-in user's account at a glance. */
export function ProfileDetails({ details }: { details: UserDetails }) {
  const rows: [string, string][] = [
    ['Name', `${details.firstName} ${details.lastName}`.trim() || NOT_AVAILABLE],
    ['User name', details.userName || NOT_AVAILABLE],
    ['Email', details.email],
    ['Email status', details.emailVerified ? 'Verified' : 'Not verified'],
    ['Roles', details.roles.join(', ') || NOT_AVAILABLE],
    ['Phone number', details.phoneNumber || NOT_AVAILABLE],
    ['Date of birth', details.dateOfBirth || NOT_AVAILABLE],
    ['Biography', details.biography || NOT_AVAILABLE],
    ['Member since', formatDay(details.createdAt)],
    ['Last login', formatLastLogin(details.lastLogin)],
  ];

  return <DetailsList rows={rows} />;
}
