import { formatDate, UTC } from '#shared/dates.ts';
import { describeUserAgent } from '#shared/user-agent.ts';
import { config } from '../config';
import { logger } from '../logger';
import { queueMail } from '../mail/outbox';
import { securityMailEnabled } from './preferences';
import type { UserItem } from './user-view';

/** The account events the account's address is told about. */
type SecurityEventKind =
  | 'password-changed'
  | 'email-changed'
  | 'passkey-added'
  | 'new-browser-sign-in'
  | 'roles-changed'
  | 'account-unlocked'
  | 'account-deleted'
  | 'account-restored';

/**
 * Events about whether the account can be used at all: their mail goes out even when the user
 * turned security mail off, since it is the only way they learn how to get back in.
 */
const ACCESS_EVENTS: ReadonlySet<SecurityEventKind> = new Set(['account-deleted', 'account-restored']);

/**
 * Changes of the account's standing (made by an administrator, or a deletion by the user): no
 * browser to name (an administrator's is not the user's business), and resetting the password
 * would not undo them, so the mail says whom to write to instead.
 */
const STANDING_EVENTS: ReadonlySet<SecurityEventKind> = new Set([
  'roles-changed',
  'account-unlocked',
  ...ACCESS_EVENTS,
]);

export interface SecurityEvent {
  kind: SecurityEventKind;
  /** When it happened (the mail gives it in UTC). */
  at: Date;
  /** The User-Agent of the request that made it; only its readable name goes in the mail. */
  userAgent?: string;
  /** password-changed: by the reset link rather than in the account settings. */
  viaReset?: boolean;
  /** email-changed: the new address (the mail goes to the old one, `user.email`). */
  newEmail?: string;
  /** email-changed, account-deleted: an administrator made the change. */
  byAdmin?: boolean;
  /** roles-changed: the roles the account holds now. */
  roles?: readonly string[];
  /** passkey-added: the name the user gave it. */
  passkeyName?: string;
}

const SUBJECTS: Record<SecurityEventKind, string> = {
  'password-changed': 'Your password was changed',
  'email-changed': 'The e-mail address of your account was changed',
  'passkey-added': 'A passkey was added to your account',
  'new-browser-sign-in': 'New sign-in to your account',
  'roles-changed': 'The roles of your account were changed',
  'account-unlocked': 'Your account was unlocked',
  'account-deleted': 'Your account was deleted',
  'account-restored': 'Your account was restored',
};

function whatHappened(event: SecurityEvent): string {
  switch (event.kind) {
    case 'password-changed':
      return event.viaReset
        ? 'The password of your account was reset with a link sent to this address.'
        : 'The password of your account was changed in the account settings.';
    case 'email-changed': {
      const who = event.byAdmin ? 'An administrator changed' : 'Someone signed in to your account changed';
      const to = event.newEmail ? ` to ${event.newEmail}` : '';
      return `${who} its e-mail address${to}. This address no longer signs in to it.`;
    }
    case 'passkey-added':
      return `A passkey${event.passkeyName ? ` named “${event.passkeyName}”` : ''} was added to your account: it can now sign in without a password.`;
    case 'new-browser-sign-in':
      return 'Your account was signed in to from a browser it has not been used with before.';
    case 'roles-changed':
      return `An administrator changed the roles of your account. It now has: ${event.roles?.join(', ') || 'User'}.`;
    case 'account-unlocked':
      return 'An administrator unlocked your account after failed sign-ins: it can be signed in to again.';
    case 'account-deleted':
      return [
        event.byAdmin ? 'An administrator deleted your account.' : 'Your account was deleted at your request.',
        'It can no longer be signed in to, and every device was signed out. Its data is kept, so it can be restored.',
        '',
        'To ask for it back: sign in with your e-mail address and password as before, at',
        `${config.siteUrl}/login`,
        'The site then offers to send a reactivation request, which an administrator reviews.',
      ].join('\n');
    case 'account-restored':
      return `An administrator restored your account: you can sign in again at ${config.siteUrl}/login`;
  }
}

/** What the user can do when the event was not theirs. */
function ifNotYou(event: SecurityEvent): string[] {
  if (STANDING_EVENTS.has(event.kind)) {
    return [`If you did not expect this, write to us: ${config.siteUrl}/contact`];
  }
  return [
    'If this was you, there is nothing to do.',
    '',
    'If it was not you, secure your account now:',
    `- Reset your password: ${config.siteUrl}/forgot-password`,
    `- Review the devices signed in to your account and sign them out: ${config.siteUrl}/user-account-settings?tab=security (Account settings → Security)`,
  ];
}

/**
 * A time in a mail: `23 Nov 2026, 09:30 UTC`, the style the screens use for history. In UTC, with
 * the zone written, since the server does not know the reader's zone (none is kept with the account).
 */
export function formatMailTime(at: Date): string {
  return formatDate(at, 'dateTimeZone', UTC);
}

/** The mail for an event: what happened, when (UTC), from which browser, and what to do if it was not expected. */
function securityMail(user: Pick<UserItem, 'email' | 'firstName'>, event: SecurityEvent) {
  return {
    to: user.email,
    subject: SUBJECTS[event.kind],
    text: [
      `Hello ${user.firstName},`,
      '',
      whatHappened(event),
      '',
      `When: ${formatMailTime(event.at)}`,
      ...(STANDING_EVENTS.has(event.kind) ? [] : [`Browser: ${describeUserAgent(event.userAgent)}`]),
      '',
      ...ifNotYou(event),
    ].join('\n'),
  };
}

/**
 * Tell the account's address about a security event, through the mail outbox (retried by the mail
 * worker, so an SES outage delays the mail rather than losing it). Called after the change was
 * saved: a mail that cannot even be queued is logged and never fails the user's request.
 */
export async function notifySecurityEvent(
  user: Pick<UserItem, 'userId' | 'email' | 'firstName'>,
  event: SecurityEvent,
) {
  try {
    // The account's own choice (Preferences tab); on unless turned off, and on when unreadable.
    if (!ACCESS_EVENTS.has(event.kind) && !(await securityMailEnabled(user.userId))) return;
    await queueMail({ kind: 'mail', mail: securityMail(user, event) });
  } catch (error) {
    logger.error('Security mail not queued', { userId: user.userId, kind: event.kind, error });
  }
}
