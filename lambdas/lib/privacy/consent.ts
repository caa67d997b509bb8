import { randomUUID } from 'node:crypto';
import type { ConsentInput, ConsentSaved } from '#shared/consent.ts';
import { recordActivity } from '../accounts/activity';
import { ConsentRecord } from '../db/entities/consent-record';
import { keyUsedForAnother } from '../idempotency/create-id';

/**
 * Appends one consent record for the session: a new item every time (sort key recordedAt + a
 * random id, created with a not-exists condition), never an overwrite, so each change stays as proof.
 */
async function appendConsentRecord(
  input: ConsentInput & { userId?: string },
  recordId: string,
  now = new Date(),
): Promise<ConsentSaved> {
  const recordedAt = now.toISOString();
  await ConsentRecord.create({ ...input, recordedAt, recordId }).go();
  return { id: recordId, recordedAt };
}

/** Get a session's consent record by its id (a consistent Query of the session's few records). */
async function findConsentRecord(sessionId: string, recordId: string) {
  const { data } = await ConsentRecord.query
    .bySession({ sessionId })
    .where((attributes, { eq }) => eq(attributes.recordId, recordId))
    .go({ consistent: true, pages: 'all' });
  return data[0];
}

type Choices = Pick<ConsentInput, 'lastUpdated' | 'version'> & {
  decisions: ReadonlyArray<{ categoryId: string; status: string; timestamp: string; version: string }>;
};

/** Whether a stored record holds these choices (the user agent aside: a retry may send another). */
const sameChoices = (stored: Choices, input: Choices) =>
  stored.lastUpdated === input.lastUpdated &&
  stored.version === input.version &&
  stored.decisions.length === input.decisions.length &&
  stored.decisions.every((decision, index) => {
    const sent = input.decisions[index];
    return (
      decision.categoryId === sent?.categoryId &&
      decision.status === sent.status &&
      decision.timestamp === sent.timestamp &&
      decision.version === sent.version
    );
  });

/**
 * Save a visitor's cookie choices: a new consent record, and for a signed-in user an activity
 * event naming the categories they allowed (never the values). With `createId` (the same for every
 * retry of one create: lib/idempotency/create-id.ts) the record gets that id, and a retry whose
 * earlier try saved it, though its answer was lost, answers that record: no second record, and no
 * second activity event. The record's key holds its time, so the retry looks for the id in the
 * session first; retries of one key never run at once (the idempotency record answers 409 while a
 * try is in progress). Other choices sent with the same key are a 422, never dropped.
 */
export async function saveConsentChoices(
  input: ConsentInput & { userId?: string },
  createId?: string,
): Promise<ConsentSaved> {
  const earlier = createId ? await findConsentRecord(input.sessionId, createId) : undefined;
  if (earlier) {
    // Other choices under the same key are not this create's: they are refused, not dropped.
    if (!sameChoices(earlier, input)) throw keyUsedForAnother('consent choice');
    return { id: earlier.recordId, recordedAt: earlier.recordedAt };
  }
  const saved = await appendConsentRecord(input, createId ?? randomUUID());
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
