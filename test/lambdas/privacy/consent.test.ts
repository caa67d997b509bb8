import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { consentRecordsOfSession } from '#lambdas/lib/privacy/consent.ts';
import { handler } from '#lambdas/privacy/handler.ts';
import { CONSENT_VERSION } from '#shared/consent.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

const sessionId = () => `c${randomUUID().replaceAll('-', '')}`;

function consentBody(overrides: Record<string, unknown> = {}) {
  const now = new Date().toISOString();
  return {
    sessionId: sessionId(),
    decisions: [
      { categoryId: 'necessary', status: 'accepted', timestamp: now, version: CONSENT_VERSION },
      { categoryId: 'analytics', status: 'rejected', timestamp: now, version: CONSENT_VERSION },
    ],
    lastUpdated: now,
    version: CONSENT_VERSION,
    ...overrides,
  };
}

const save = (body: unknown, headers?: Record<string, string>) =>
  invoke(handler, 'POST', '/api/consent', { body, headers });

describe('POST /api/consent', () => {
  it('stores an anonymous choice without a user, with the request user agent, and answers its id', async () => {
    const body = consentBody();
    const answer = await save(body);
    expect(answer.statusCode).toBe(201);
    expect(answer.json).toEqual({ id: expect.any(String), recordedAt: expect.any(String) });
    const [record, ...others] = await consentRecordsOfSession(body.sessionId);
    expect(others).toHaveLength(0);
    expect(record).toMatchObject({
      sessionId: body.sessionId,
      recordId: answer.json.id,
      recordedAt: answer.json.recordedAt,
      decisions: body.decisions,
      lastUpdated: body.lastUpdated,
      version: CONSENT_VERSION,
      userAgent: 'vitest',
    });
    expect(record?.userId).toBeUndefined();
  });

  it("stores the signed-in caller's userId", async () => {
    const user = await signedInAs('User');
    const body = consentBody({ userAgent: 'Browser/1.0' });
    const answer = await save(body, user.headers);
    expect(answer.statusCode).toBe(201);
    const [record] = await consentRecordsOfSession(body.sessionId);
    expect(record).toMatchObject({ userId: user.id, userAgent: 'Browser/1.0' });
  });

  it('ignores a userId sent in the body', async () => {
    const body = consentBody({ userId: 'someone-else' });
    const anonymous = await save(body);
    expect(anonymous.statusCode).toBe(201);
    const user = await signedInAs('User');
    const signedIn = await save({ ...body, userId: 'someone-else' }, user.headers);
    expect(signedIn.statusCode).toBe(201);
    const records = await consentRecordsOfSession(body.sessionId);
    expect(records.map((record) => record.userId).sort()).toEqual([undefined, user.id].sort());
  });

  it('keeps every change: two saves of one session are two records', async () => {
    const body = consentBody();
    const first = await save(body);
    const second = await save({
      ...body,
      decisions: [{ ...body.decisions[1], status: 'accepted' }],
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json.id).not.toBe(first.json.id);
    const records = await consentRecordsOfSession(body.sessionId);
    expect(records).toHaveLength(2);
    expect(records.map((record) => record.decisions[0]?.status).sort()).toEqual(['accepted', 'accepted']);
    expect(records.map((record) => record.decisions.length).sort()).toEqual([1, 2]);
  });

  describe('refuses with 400 naming the field', () => {
    const decision = { categoryId: 'analytics', status: 'accepted', timestamp: new Date().toISOString(), version: '1' };
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['a record without decisions', { decisions: undefined }, /^decisions: /],
      ['an empty decisions list', { decisions: [] }, /^decisions: decisions must not be empty/],
      ['more than 10 decisions', { decisions: Array.from({ length: 11 }, () => decision) }, /^decisions: /],
      [
        'a decision without a category id',
        { decisions: [{ ...decision, categoryId: undefined }] },
        /^decisions\.0\.categoryId: /,
      ],
      [
        'a category id that is not a string',
        { decisions: [{ ...decision, categoryId: 7 }] },
        /^decisions\.0\.categoryId: /,
      ],
      ['an unknown category', { decisions: [{ ...decision, categoryId: 'tracking' }] }, /^decisions\.0\.categoryId: /],
      ['an unknown status', { decisions: [{ ...decision, status: 'maybe' }] }, /^decisions\.0\.status: /],
      [
        'a decision without a timestamp',
        { decisions: [{ ...decision, timestamp: undefined }] },
        /^decisions\.0\.timestamp: /,
      ],
      [
        'a timestamp that is not a date-time',
        { decisions: [{ ...decision, timestamp: 'yesterday' }] },
        /^decisions\.0\.timestamp: /,
      ],
      [
        'a decision without a version',
        { decisions: [{ ...decision, version: undefined }] },
        /^decisions\.0\.version: /,
      ],
      [
        'necessary cookies rejected',
        { decisions: [{ ...decision, categoryId: 'necessary', status: 'rejected' }] },
        /^decisions: necessary must be accepted/,
      ],
      ['a short session id', { sessionId: 'short' }, /^sessionId: /],
      ['a session id with other characters', { sessionId: 'abc def ghi' }, /^sessionId: /],
      ['a lastUpdated that is not a date-time', { lastUpdated: 'now' }, /^lastUpdated: /],
      ['a version longer than 20 characters', { version: 'v'.repeat(21) }, /^version: /],
      ['a user agent longer than 512 characters', { userAgent: 'x'.repeat(513) }, /^userAgent: /],
    ];
    it.each(cases)('%s', async (_, overrides, message) => {
      const body = consentBody(overrides);
      const answer = await save(body);
      expect(answer.statusCode).toBe(400);
      expect(answer.json.message).toMatch(message);
      expect(await consentRecordsOfSession(body.sessionId)).toHaveLength(0);
    });
  });
});
