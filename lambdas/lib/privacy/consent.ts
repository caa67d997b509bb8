import { randomUUID } from 'node:crypto';
import type { ConsentInput, ConsentSaved } from '#shared/consent.ts';
import { recordActivity } from '../accounts/activity';
import { ConsentRecord } from '../db/entities/consent-record';

/**
 * Appends one consent record for the session: a new item every time (sort key recordedAt + a
 * random id, created with a not-exists condition), never an overwrite, so each change stays as proof.
 */
async function appendConsentRecord(input: ConsentInput & { userId?: string }, now = new Date()): Promise<ConsentSaved> {
  const recordedAt = now.toISOString();
  const id = randomUUID();
  await ConsentRecord.create({ ...input, recordedAt, recordId: id }).go();
  return { id, recordedAt };
}

/**
 * Save a visitor's cookie choices: a new consent record, and for a signed-in user an activity
 * event naming the categories they allowed (never the values).
 */
export async function saveConsentChoices(input: ConsentInput & { userId?: string }): Promise<ConsentSaved> {
  const saved = await appendConsentRecord(input);
  if (input.userId) {
    const allowedCategories = input.decisions
      .filter((decision) => decision.status === 'accepted')
      .map((decision) => decision.categoryId);
    await recordActivity(input.userId, { type: 'consent-saved', allowedCategories, userAgent: input.userAgent });
  }
  return saved;
}

/** Every consent record of a session, oldest first. */
export async function consentRecordsOfSession(sessionId: string) {
  const { data } = await ConsentRecord.query.bySession({ sessionId }).go({ pages: 'all' });
  return data;
}
