import { isLockCurrent, LOCKOUT_MINUTES, MAX_FAILED_LOGINS } from '#shared/accounts.ts';
import { FUNCTION_TIMEOUT_SECONDS } from '#shared/constants.ts';
import { User } from '../db/entities/user';
import { conditionally } from '../db/transactions';
import { logger } from '../logger';
import { countMetric } from '../metrics';
import { tellUserOfStandingChange } from './standing-changes';
import type { UserItem } from './user-view';
import { getUser } from './users';

/*
 * Sign-in attempts, and why parallel sign-ins cannot try more than five wrong passwords.
 *
 * The user item has five attempt slots (`loginSlot0` … `loginSlot4`, one per allowed failure).
 * A slot is free (absent, or a time that has passed), held by an attempt in flight (the time in ms
 * its reservation ends), or used by a wrong password (FAILED_SLOT, which never ends by itself).
 * - Before a password is checked, the attempt claims one free slot with a conditional UpdateItem
 *   (`slot absent or ended, account not locked`): DynamoDB evaluates the condition and writes in
 *   one step, so two attempts can never hold one slot and no read-then-write race exists. At most
 *   five passwords are being checked or have failed at any time: the ≤ 5 guarantee.
 * - A wrong password turns its slot into FAILED_SLOT and counts `failedLoginAttempts` in the same
 *   write; the write that makes the fifth failure also locks the account with its `lockoutEnd`
 *   (two complementary conditional writes, so a crash cannot leave five failures without a lock).
 * - A right password frees its slot and clears the count and any lock.
 * - A reservation ends by itself FUNCTION_TIMEOUT_SECONDS + 1 s after it was taken: the function
 *   that took it has been stopped by then, so a sign-in cut off mid-flight (timeout, crash) holds
 *   its slot for seconds, not for good, and no live attempt ever loses its slot.
 * - When all five slots are held and the account is not locked, the attempt is refused as busy
 *   (429 with Retry-After), never as locked: only a lock with a `lockoutEnd` in the future is one.
 * Each sign-in first brings the account's state in line (`reconcileLoginState`), which repairs on
 * read what older code or other writers left: an ended lock or a lock without an end is lifted, a
 * count at the limit without a lock (the stuck state the old in-flight counter could leave) is
 * cleared, and the FAILED_SLOT marks are made to agree with `failedLoginAttempts` (a password reset
 * clears the count only; a count from before the slots gets its marks). No migration job is needed.
 * A plain conditional UpdateItem is used rather than a transaction: every write touches this one
 * item, and parallel transactions on one item would be canceled (TransactionConflict) instead of
 * being serialised.
 */

/** The attempt slots of the user item: one per allowed failure. */
export const LOGIN_SLOTS = ['loginSlot0', 'loginSlot1', 'loginSlot2', 'loginSlot3', 'loginSlot4'] as const;
if (LOGIN_SLOTS.length !== MAX_FAILED_LOGINS) throw new Error('One login slot per allowed failure');
type LoginSlot = (typeof LOGIN_SLOTS)[number];

/** A slot used by a wrong password: the latest time a Date can hold, so it never ends by itself. */
export const FAILED_SLOT = 8_640_000_000_000_000;
/** How long a reservation counts: past the function timeout, so only a stopped attempt loses it. */
export const RESERVATION_MS = (FUNCTION_TIMEOUT_SECONDS + 1) * 1000;
/** What a busy answer suggests: attempts in flight end within a second; a cut-off one within RESERVATION_MS. */
export const LOGIN_BUSY_RETRY_SECONDS = 2;

/** A slot held by this attempt until `expiresAt` (ms). */
export interface LoginReservation {
  userId: string;
  slot: LoginSlot;
  expiresAt: number;
}

/** Why no slot could be claimed: a real lock (with its end), or five attempts in flight. */
export type LoginRefusal = { reason: 'locked'; user: UserItem; minutes: number } | { reason: 'busy' };

type SlotState = 'free' | 'held' | 'failed';

function slotState(user: UserItem, slot: LoginSlot, now: number): SlotState {
  const value = user[slot];
  if (value === undefined || value === null) return 'free';
  if (value >= FAILED_SLOT) return 'failed';
  return value > now ? 'held' : 'free';
}

const slotsIn = (user: UserItem, state: SlotState, now: number) =>
  LOGIN_SLOTS.filter((slot) => slotState(user, slot, now) === state);

/** Minutes left on a lock, or 0 when the account is not locked (or the lock has run out, or has no end). */
export function lockMinutesRemaining(user: Pick<UserItem, 'isLockedOut' | 'lockoutEnd'>, now = Date.now()): number {
  if (!isLockCurrent(user, now) || !user.lockoutEnd) return 0;
  return Math.ceil((Date.parse(user.lockoutEnd) - now) / 60_000);
}

/**
 * Repair on read: bring the lock, the failure count and the FAILED_SLOT marks in line, each write
 * conditional on the state read (a state changed meanwhile is left to the next sign-in). Answers
 * whether something was written. A real lock is left as it is.
 */
async function reconcileLoginState(user: UserItem, now = Date.now()): Promise<boolean> {
  const key = { userId: user.userId };
  const failed = user.failedLoginAttempts ?? 0;
  if (user.isLockedOut) {
    if (lockMinutesRemaining(user, now) > 0) return false;
    // An ended lock, or one without an end: lifted with every slot (no attempt is admitted while locked).
    const lifted = await conditionally(() =>
      User.patch(key)
        .set({ failedLoginAttempts: 0, isLockedOut: false })
        .remove(['lockoutEnd', ...LOGIN_SLOTS])
        .where((attributes, { eq, notExists }) =>
          user.lockoutEnd
            ? `${eq(attributes.isLockedOut, true)} AND ${eq(attributes.lockoutEnd, user.lockoutEnd)}`
            : `${eq(attributes.isLockedOut, true)} AND ${notExists(attributes.lockoutEnd)}`,
        )
        .go(),
    );
    if (lifted) logger.info('Ended lock lifted', { userId: user.userId, lockoutEnd: user.lockoutEnd ?? null });
    return lifted;
  }
  if (failed >= MAX_FAILED_LOGINS) {
    // At the limit without a lock: the old in-flight counter's stuck state (attempts that never
    // finished counted as failures). Cleared, so the right password signs in again.
    const marks = slotsIn(user, 'failed', now);
    const cleared = await conditionally(() => {
      const patch = User.patch(key).set({ failedLoginAttempts: 0 });
      return (marks.length > 0 ? patch.remove(marks) : patch)
        .where(
          (attributes, { eq, notExists }) =>
            `(${notExists(attributes.isLockedOut)} OR ${eq(attributes.isLockedOut, false)}) AND ${eq(attributes.failedLoginAttempts, failed)}`,
        )
        .go();
    });
    if (cleared) logger.warn('Stuck login counter repaired', { userId: user.userId, failedLoginAttempts: failed });
    return cleared;
  }
  const marked = slotsIn(user, 'failed', now);
  if (marked.length > failed) {
    // The count was cleared elsewhere (a sign-in, a password reset): the extra marks are stale.
    const stale = marked.slice(0, marked.length - failed);
    return conditionally(() =>
      User.patch(key)
        .remove(stale)
        .where((attributes, { eq }) =>
          [eq(attributes.failedLoginAttempts, failed), ...stale.map((slot) => eq(attributes[slot], FAILED_SLOT))].join(
            ' AND ',
          ),
        )
        .go(),
    );
  }
  if (marked.length < failed) {
    // Failures counted before the slots existed: each takes a free slot, so they still count.
    const take = slotsIn(user, 'free', now).slice(0, failed - marked.length);
    if (take.length === 0) return false;
    return conditionally(() =>
      User.patch(key)
        .set(Object.fromEntries(take.map((slot) => [slot, FAILED_SLOT])))
        .where((attributes, { eq, lt, notExists }) =>
          [
            eq(attributes.failedLoginAttempts, failed),
            ...take.map((slot) => `(${notExists(attributes[slot])} OR ${lt(attributes[slot], now)})`),
          ].join(' AND '),
        )
        .go(),
    );
  }
  return false;
}

/** Claim one free slot for an attempt: a conditional write per candidate slot, in random order. */
async function claimFreeSlot(user: UserItem, now: number): Promise<LoginReservation | undefined> {
  const candidates = slotsIn(user, 'free', now).sort(() => Math.random() - 0.5);
  const expiresAt = now + RESERVATION_MS;
  for (const slot of candidates) {
    const claimed = await conditionally(() =>
      User.patch({ userId: user.userId })
        .set({ [slot]: expiresAt })
        .where(
          (attributes, { eq, lt, notExists }) =>
            `(${notExists(attributes[slot])} OR ${lt(attributes[slot], now)}) AND (${notExists(attributes.isLockedOut)} OR ${eq(attributes.isLockedOut, false)})`,
        )
        .go(),
    );
    if (claimed) return { userId: user.userId, slot, expiresAt };
  }
  return undefined;
}

function lockRefusal(user: UserItem, now: number): LoginRefusal | undefined {
  const minutes = lockMinutesRemaining(user, now);
  return minutes > 0 ? { reason: 'locked', user, minutes } : undefined;
}

/**
 * Reserve one attempt before the password is checked (see the note at the top of this file):
 * a slot, or why none: the account is locked (until its `lockoutEnd`), or five attempts are in
 * flight. `user` may be a stale read (the by-e-mail index); each write checks what is stored.
 */
export async function reserveLoginAttempt(user: UserItem): Promise<LoginReservation | LoginRefusal> {
  let current: UserItem | undefined = user;
  for (let round = 0; round < 2 && current; round++) {
    const now = Date.now();
    const locked = lockRefusal(current, now);
    if (locked) return locked;
    if (await reconcileLoginState(current, now)) current = await getUser(user.userId);
    if (!current) break;
    // The second round reads what is stored: with no slot free there, nothing is left to try.
    if (round === 1 && slotsIn(current, 'free', Date.now()).length === 0) break;
    const reservation = await claimFreeSlot(current, Date.now());
    if (reservation) return reservation;
    current = await getUser(user.userId);
  }
  return lockRefusal(current ?? user, Date.now()) ?? { reason: 'busy' };
}

/** Give a slot back unused (the password was right but the account may not sign in). */
export async function releaseLoginAttempt(reservation: LoginReservation): Promise<void> {
  await conditionally(() =>
    User.patch({ userId: reservation.userId })
      .remove([reservation.slot])
      .where((attributes, { eq }) => eq(attributes[reservation.slot], reservation.expiresAt))
      .go(),
  );
}

/**
 * Record a wrong password: its slot becomes FAILED_SLOT and the count goes up in one write; the
 * fifth failure (or one on an account locked meanwhile) also locks the account for 15 minutes.
 * The two writes have complementary conditions, so one of them applies.
 */
export async function recordFailedLogin(reservation: LoginReservation): Promise<void> {
  const key = { userId: reservation.userId };
  for (let attempt = 0; attempt < 3; attempt++) {
    const counted = await conditionally(() =>
      User.patch(key)
        .set({ [reservation.slot]: FAILED_SLOT })
        .add({ failedLoginAttempts: 1 })
        .where(
          (attributes, { eq, lt, notExists }) =>
            `(${notExists(attributes.failedLoginAttempts)} OR ${lt(attributes.failedLoginAttempts, MAX_FAILED_LOGINS - 1)}) AND (${notExists(attributes.isLockedOut)} OR ${eq(attributes.isLockedOut, false)})`,
        )
        .go(),
    );
    if (counted) return;
    const lockoutEnd = new Date(Date.now() + LOCKOUT_MINUTES * 60_000).toISOString();
    const locked = await conditionally(() =>
      User.patch(key)
        .set({ [reservation.slot]: FAILED_SLOT, isLockedOut: true, lockoutEnd })
        .add({ failedLoginAttempts: 1 })
        .where(
          (attributes, { eq, gte }) =>
            `${gte(attributes.failedLoginAttempts, MAX_FAILED_LOGINS - 1)} OR ${eq(attributes.isLockedOut, true)}`,
        )
        .go(),
    );
    if (locked) {
      logger.warn('Account locked after failed logins', { userId: reservation.userId, lockoutEnd });
      countMetric('Lockouts');
      return;
    }
  }
  throw new Error(`Failed login not recorded for user ${reservation.userId}`);
}

/**
 * Record a successful login: the slot given back, the failure count and any lock cleared, the time
 * kept. Other attempts in flight keep their slots; FAILED_SLOT marks left by the cleared count are
 * removed by the next sign-in's reconcile.
 */
export async function recordSuccessfulLogin(reservation: LoginReservation): Promise<void> {
  await User.patch({ userId: reservation.userId })
    .set({ failedLoginAttempts: 0, isLockedOut: false, lastLogin: new Date().toISOString() })
    .remove(['lockoutEnd', reservation.slot])
    .go();
}

/**
 * Unlock an account (an admin's action): the lock, its end, the failure count and every slot
 * cleared, so the right password signs in at once; the user is told (activity and mail). Unconditional and idempotent: an account that
 * is not locked stays so. An attempt in flight loses its reservation, which only means its
 * settle-write finds nothing to give back.
 */
export async function unlockAccount(user: UserItem): Promise<UserItem> {
  const { data } = await User.patch({ userId: user.userId })
    .set({ failedLoginAttempts: 0, isLockedOut: false })
    .remove(['lockoutEnd', ...LOGIN_SLOTS])
    .go({ response: 'all_new' });
  logger.info('Account unlocked by an admin', { userId: user.userId, wasLocked: lockMinutesRemaining(user) > 0 });
  await tellUserOfStandingChange(user, 'account-unlocked', { byAdmin: true });
  return data as UserItem;
}
