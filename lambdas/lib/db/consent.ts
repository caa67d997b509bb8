import { randomUUID } from 'node:crypto';
import type { ConsentInput, ConsentSaved } from '#shared/consent.ts';
import { ConsentRecord } from './entities/consent-record';

/**
 * Appends one consent record for the session: a new item every time (sort key recordedAt + a
 * random id, created with a not-exists condition), never an overwrite, so each change stays as proof.
 */
export async function appendConsentRecord(
  input: ConsentInput & { userId?: string },
  now = new Date(),
): Promise<ConsentSaved> {
  const recordedAt = now.toISOString();
  const id = randomUUID();
  await ConsentRecord.create({ ...input, recordedAt, recordId: id }).go();
  return { id, recordedAt };
}

/** Every consent record of a session, oldest first. */
export async function consentRecordsOfSession(sessionId: string) {
  const { data } = await ConsentRecord.query.bySession({ sessionId }).go({ pages: 'all' });
  return data;
}
