import { FUNCTION_TIMEOUT_SECONDS } from '#shared/constants.ts';
import { ContentEdit } from '../db/entities/content-edit';
import { conditionally } from '../db/transactions';

/**
 * How long a claim holds. A write reads the current version and claims it in one invocation, so a
 * request that could still claim a version ends within one function timeout of that version being
 * replaced; twice that is enough, six times leaves room for clock skew.
 */
const CLAIM_LEASE_SECONDS = 6 * FUNCTION_TIMEOUT_SECONDS;
/** The item itself goes a day later (TTL), long after its lease. */
const CLAIM_TTL_SECONDS = 24 * 60 * 60;

export interface VersionClaim {
  key: string;
  baseVersionId: string;
}

/**
 * Claims `baseVersionId` of `key`, the version a write read as current, before it writes over it:
 * answers false when another write holds the claim (it got there first). A claim whose lease ran
 * out may be taken again: its write is long done, or failed without giving the claim back.
 */
export async function claimVersion(claim: VersionClaim, editedBy: string): Promise<boolean> {
  const now = new Date();
  const seconds = Math.floor(now.getTime() / 1000);
  return conditionally(() =>
    ContentEdit.put({
      ...claim,
      editedBy,
      claimedAt: now.toISOString(),
      leaseUntil: seconds + CLAIM_LEASE_SECONDS,
      expiresAt: seconds + CLAIM_TTL_SECONDS,
    })
      .where((attributes, { notExists, lt }) => `${notExists(attributes.key)} OR ${lt(attributes.leaseUntil, seconds)}`)
      .go(),
  );
}

/** Gives a claim back after its write failed, so the version may be written over at once. */
export async function releaseClaim(claim: VersionClaim): Promise<void> {
  // A release that fails too leaves the claim to its lease, which runs out soon.
  await ContentEdit.delete(claim)
    .go()
    .catch(() => undefined);
}
