import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { securityMailEnabled } from '#lambdas/lib/accounts/preferences.ts';
import { documentClient } from '#lambdas/lib/db/client.ts';
import { Preference } from '#lambdas/lib/db/entities/preference.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

type Headers = Record<string, string>;

const preferencesOf = (headers: Headers) => invoke(authHandler, 'GET', '/api/auth/preferences', { headers });
const putPreferences = (headers: Headers, body: unknown) =>
  invoke(authHandler, 'PUT', '/api/auth/preferences', { headers, body });

const DEFAULTS = { theme: 'light', reducedMotion: 'auto', securityMail: true, replyMail: true, updatedAt: {} };
/** A new account: its theme item (light) is created with it, but is no choice of the user's (no `updatedAt`). */
const NEW_ACCOUNT = DEFAULTS;

/** A user without any stored preference (an account from before the theme item was created with it). */
async function withoutPreferences() {
  const user = await signedInAs('User');
  await Preference.delete({ userId: user.id, type: 'theme' }).go();
  return user;
}

/** The raw items of the user's partition, by type. */
async function storedPreferenceTypes(userId: string): Promise<string[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: process.env.TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      ExpressionAttributeValues: { ':pk': `$portfolio#userId_${userId}`, ':sk': '$preference_1#type_' },
    }),
  );
  return Items.map((item) => String(item.type)).sort();
}

describe('GET /api/auth/preferences', () => {
  it('needs a signed-in caller', async () => {
    expect((await preferencesOf({})).statusCode).toBe(401);
    expect((await putPreferences({}, { theme: 'dark' })).statusCode).toBe(401);
  });

  it('answers the defaults when nothing is stored', async () => {
    const user = await withoutPreferences();
    const answer = await preferencesOf(user.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual(DEFAULTS);
    expect(await securityMailEnabled(user.id)).toBe(true);
  });

  it('answers the theme stored with a new account, defaults for the rest', async () => {
    const user = await signedInAs('User');
    expect((await preferencesOf(user.headers)).json).toEqual(NEW_ACCOUNT);
  });
});

describe('PUT /api/auth/preferences', () => {
  it('merges a partial change, stores each type as its own item and answers everything', async () => {
    const user = await withoutPreferences();
    const first = await putPreferences(user.headers, { theme: 'dark' });
    expect(first.statusCode).toBe(200);
    expect(first.json).toEqual({ ...DEFAULTS, theme: 'dark', updatedAt: { theme: expect.any(String) } });
    expect(await storedPreferenceTypes(user.id)).toEqual(['theme']);

    const second = await putPreferences(user.headers, { reducedMotion: 'on', securityMail: false });
    expect(second.statusCode).toBe(200);
    const expected = {
      theme: 'dark',
      reducedMotion: 'on',
      securityMail: false,
      replyMail: true,
      updatedAt: {
        theme: first.json.updatedAt.theme,
        accessibility: expect.any(String),
        notification: expect.any(String),
      },
    };
    expect(second.json).toEqual(expected);
    expect(await storedPreferenceTypes(user.id)).toEqual(['accessibility', 'notification', 'theme']);

    // One setting of the notification item changes; its other setting keeps its value.
    const third = await putPreferences(user.headers, { replyMail: false });
    expect(third.json).toMatchObject({ securityMail: false, replyMail: false, theme: 'dark', reducedMotion: 'on' });
    expect((await preferencesOf(user.headers)).json).toEqual(third.json);
    expect(await securityMailEnabled(user.id)).toBe(false);

    const back = await putPreferences(user.headers, { securityMail: true, theme: 'auto' });
    expect(back.json).toMatchObject({ securityMail: true, replyMail: false, theme: 'auto' });
    expect(await securityMailEnabled(user.id)).toBe(true);
  });

  it('answers the current preferences to an empty change, storing nothing', async () => {
    const user = await withoutPreferences();
    const answer = await putPreferences(user.headers, {});
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual(DEFAULTS);
    expect(await storedPreferenceTypes(user.id)).toEqual([]);
  });

  it.each([
    [{ theme: 'purple' }, 'theme'],
    [{ theme: 'dark', reducedMotion: 'sometimes' }, 'reducedMotion'],
    [{ securityMail: 'no' }, 'securityMail'],
    [{ replyMail: 0 }, 'replyMail'],
    [{ theme: 'dark', fontSize: 'large' }, 'fontSize'],
    [{ theme: null }, 'theme'],
  ])('refuses %j with 400 naming %s, and changes nothing', async (body, field) => {
    const user = await signedInAs('User');
    await putPreferences(user.headers, { theme: 'light', securityMail: true });
    const before = (await preferencesOf(user.headers)).json;
    const answer = await putPreferences(user.headers, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toMatch(new RegExp(`^${field}: `));
    expect(answer.json.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect((await preferencesOf(user.headers)).json).toEqual(before);
  });

  it('refuses a body that is not an object', async () => {
    const user = await signedInAs('User');
    for (const body of [['theme'], 'dark']) {
      expect([400, 422]).toContain((await putPreferences(user.headers, body)).statusCode);
    }
    expect((await preferencesOf(user.headers)).json).toEqual(NEW_ACCOUNT);
  });

  it("keeps each user's preferences apart", async () => {
    const ada = await signedInAs('User');
    const grace = await signedInAs('User');
    await putPreferences(ada.headers, { theme: 'dark', securityMail: false });
    expect((await preferencesOf(grace.headers)).json).toEqual(NEW_ACCOUNT);
    expect(await securityMailEnabled(grace.id)).toBe(true);
    await putPreferences(grace.headers, { theme: 'auto' });
    expect((await preferencesOf(ada.headers)).json).toMatchObject({ theme: 'dark', securityMail: false });
  });
});

describe('preferences and the rest of the account', () => {
  it('are in the data export and go with a permanent delete', async () => {
    const user = await signedInAs('User');
    await putPreferences(user.headers, { theme: 'dark', reducedMotion: 'on' });
    const exported = await invoke(authHandler, 'GET', '/api/auth/export', { headers: user.headers });
    expect(exported.statusCode).toBe(200);
    expect(exported.json.preferences).toEqual(
      expect.arrayContaining([
        { type: 'theme', settings: { mode: 'dark' }, updatedAt: expect.any(String) },
        { type: 'accessibility', settings: { reducedMotion: 'on' }, updatedAt: expect.any(String) },
      ]),
    );

    const admin = await signedInAs('Admin');
    const deleted = await invoke(usersHandler, 'DELETE', `/api/users/${user.id}`, {
      headers: admin.headers,
      body: { isAdmin: true, isPermanent: true },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await storedPreferenceTypes(user.id)).toEqual([]);
    expect(await securityMailEnabled(user.id)).toBe(true);
  });
});
