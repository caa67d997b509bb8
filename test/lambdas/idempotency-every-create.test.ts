import { randomInt, randomUUID } from 'node:crypto';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { toLambdaContext } from '#infra/local/gateway/event.ts';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import { handler as contactHandler } from '#lambdas/contact/handler.ts';
import { createAccount, EMAIL_TAKEN } from '#lambdas/lib/accounts/accounts.ts';
import { listAllActivity } from '#lambdas/lib/accounts/activity.ts';
import { toUserDetails } from '#lambdas/lib/accounts/user-view.ts';
import { findUserByEmail } from '#lambdas/lib/accounts/users.ts';
import { config } from '#lambdas/lib/config.ts';
import { receiveContactMessage } from '#lambdas/lib/contact/contact-messages.ts';
import { BlogNode } from '#lambdas/lib/db/entities/blog-node.ts';
import { ContactMessage } from '#lambdas/lib/db/entities/contact-message.ts';
import { User } from '#lambdas/lib/db/entities/user.ts';
import { createIdOf } from '#lambdas/lib/idempotency/create-id.ts';
import { consentRecordsOfSession, saveConsentChoices } from '#lambdas/lib/privacy/consent.ts';
import { handler as privacyHandler } from '#lambdas/privacy/handler.ts';
import { handler as sitemapHandler } from '#lambdas/sitemap/handler.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { CONSENT_VERSION } from '#shared/consent.ts';
import { CONTACT_SENT_MESSAGE } from '#shared/contact.ts';
import { routes } from '#shared/routes.ts';
import { signedInAs } from '../support/accounts';
import { contractViolation } from '../support/contract';
import { mailsTo } from '../support/inbox';
import { gatewayEvent, invoke } from '../support/invoke';
import { storedMessagesFrom } from './contact/support';
import { create, forgetAnswers, mine, owner, ownerPerTest, project } from './idempotency-support';

ownerPerTest();

describe('every other create meets its own earlier try, not a conflict nor a second item', () => {
  /** The four kinds of blog node: their route, who may create them, and a body with a parent. */
  const nodeRoutes = [
    [
      'topics',
      'topic',
      blogHandler,
      'Editor',
      (slug: string, parent?: string) => ({ name: slug, slug, parentTopicId: parent }),
    ],
    ['tags', 'tag', blogHandler, 'Editor', (slug: string, parent?: string) => ({ name: slug, slug, parentId: parent })],
    [
      'categories',
      'category',
      blogHandler,
      'Editor',
      (slug: string, parent?: string) => ({ name: slug, slug, parentId: parent }),
    ],
    [
      'sitemapitems',
      'sitemapItem',
      sitemapHandler,
      'Admin',
      (slug: string, parent?: string) => ({ title: slug, slug, url: `/${slug}`, parentId: parent }),
    ],
  ] as const;

  it.each(nodeRoutes)(
    'POST /api/%s: the retry gets the saved node, not "Slug exists" against itself',
    async (path, kind, routeHandler, role, bodyOf) => {
      const caller = await signedInAs(role);
      const send = (retryKey: string | undefined, body: unknown) =>
        invoke(routeHandler, 'POST', `/api/${path}`, {
          headers: { ...caller.headers, ...(retryKey ? { 'Idempotency-Key': retryKey } : {}) },
          body,
        });
      const parent = await send(undefined, bodyOf(`parent-${randomUUID().slice(0, 8)}`));
      expect(parent.statusCode).toBe(201);
      const key = randomUUID();
      const slug = `retried-${key.slice(0, 8)}`;
      const first = await send(key, bodyOf(slug, parent.json.id));
      expect(first.statusCode).toBe(201);
      expect(first.json.id).toBe(createIdOf(`POST /${path} ${caller.id}`, key));
      // Saved, then its answer lost: the retry runs the create again and meets its own node.
      await forgetAnswers(`POST /${path}`, caller.id);
      const retry = await send(key, bodyOf(slug, parent.json.id));
      expect(retry.statusCode).toBe(201);
      expect(retry.json).toEqual(first.json);
      // Another create of the slug (another key) still meets it.
      const other = await send(randomUUID(), bodyOf(slug, parent.json.id));
      expect(other.statusCode).toBe(400);
      expect(other.json.message).toBe('Slug exists');
      const { data: withSlug } = await BlogNode.query.bySlug({ lifecycle: 'active', kind, slug }).go();
      expect(withSlug.map((node) => node.nodeId)).toEqual([first.json.id]);
      // The parent counted its child once.
      const { data: parentNode } = await BlogNode.get({ kind, nodeId: parent.json.id }).go({ consistent: true });
      expect(parentNode?.childCount).toBe(1);
    },
  );

  it('POST /api/projects: the retry gets the saved project, not a second one', async () => {
    const key = randomUUID();
    const first = await create(project('Saved before its answer'), key);
    expect(first.statusCode).toBe(201);
    expect(first.json.id).toBe(createIdOf(`POST /projects ${owner.id}`, key));
    await forgetAnswers('POST /projects', owner.id);
    const retry = await create(project('Saved before its answer'), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json).toEqual(first.json);
    expect((await mine()).map((item) => item.id)).toEqual([first.json.id]);
    // Another key is another project, as before.
    expect((await create(project('Saved before its answer'), randomUUID())).statusCode).toBe(201);
    expect(await mine()).toHaveLength(2);
  });

  const registration = (email: string) => ({
    email,
    password: 'a long enough passphrase',
    firstName: 'Ada',
    lastName: 'Retry',
  });

  it('POST /api/auth/register: the retry gets the account its earlier try created, not "already exists"', async () => {
    const email = `retried-${randomUUID()}@example.test`;
    const register = (retryKey: string, body: unknown) =>
      invoke(authHandler, 'POST', '/api/auth/register', { headers: { 'Idempotency-Key': retryKey }, body });
    const key = randomUUID();
    const createId = createIdOf('POST /auth/register anonymous', key);
    // The earlier try: the account saved, its answer lost (nothing remembered for the key).
    const saved = await createAccount(registration(email), createId);
    // The key reused meanwhile for another address: not this account's retry, a 422, no account.
    const anotherEmail = `another-${randomUUID()}@example.test`;
    const reused = await register(key, registration(anotherEmail));
    expect(reused.statusCode).toBe(422);
    expect(reused.json.message).toMatch(/^Idempotency-Key was already used for another account/);
    expect(await findUserByEmail(anotherEmail)).toBeUndefined();
    const retry = await register(key, registration(email));
    expect(retry.statusCode).toBe(201);
    expect(retry.json).toEqual(JSON.parse(JSON.stringify(toUserDetails(saved))));
    expect(retry.json).toMatchObject({ id: createId, email, roles: ['User'] });
    // Another person's key for the address: their retry is not this account's, the address is taken.
    const other = await register(randomUUID(), registration(email));
    expect(other.statusCode).toBe(409);
    expect(other.json.message).toBe(EMAIL_TAKEN);
    // An account created without a key is nobody's earlier try either.
    const unkeyedEmail = `unkeyed-${randomUUID()}@example.test`;
    await createAccount(registration(unkeyedEmail));
    expect((await register(randomUUID(), registration(unkeyedEmail))).statusCode).toBe(409);
    const { data: accounts } = await User.query.byEmail({ normalizedEmail: email.toLowerCase() }).go();
    expect(accounts.map((account) => account.userId)).toEqual([createId]);
  });

  it('POST /api/users: the retry gets the account its earlier try created, not "already exists"', async () => {
    const admin = await signedInAs('Admin');
    const email = `retried-${randomUUID()}@example.test`;
    const body = { ...registration(email), roles: ['User', 'Editor'] };
    const send = (retryKey: string) =>
      invoke(usersHandler, 'POST', '/api/users', {
        headers: { ...admin.headers, 'Idempotency-Key': retryKey },
        body,
      });
    const key = randomUUID();
    const first = await send(key);
    expect(first.statusCode).toBe(201);
    expect(first.json.id).toBe(createIdOf(`POST /users ${admin.id}`, key));
    await forgetAnswers('POST /users', admin.id);
    const retry = await send(key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json).toEqual(first.json);
    const other = await send(randomUUID());
    expect(other.statusCode).toBe(409);
    expect(other.json.message).toBe(EMAIL_TAKEN);
    expect((await findUserByEmail(email))?.userId).toBe(first.json.id);
  });

  describe('POST /api/contact', () => {
    const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const contactMessage = () => ({
      name: 'Ada Retry',
      email: `retried-${randomUUID()}@example.test`,
      subject: `Retried ${randomUUID()}`,
      message: 'Sent once, answered never.',
    });
    /** The route from one source IP, its answer checked against the API document. */
    async function sendContact(sourceIp: string, key: string, body: unknown) {
      const event = gatewayEvent('POST', '/api/contact', { body, headers: { 'Idempotency-Key': key } });
      event.requestContext.http.sourceIp = sourceIp;
      const result = (await contactHandler(
        event,
        toLambdaContext('test', event.requestContext.requestId),
      )) as APIGatewayProxyStructuredResultV2;
      const answer = {
        statusCode: result.statusCode ?? 200,
        headers: Object.fromEntries(
          Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
        ),
        body: result.body ?? '',
      };
      const contactRoute = routes.find((route) => route.method === 'POST' && route.path === '/contact');
      expect(contactRoute && contractViolation(contactRoute, answer)).toBeFalsy();
      return { statusCode: answer.statusCode, json: JSON.parse(answer.body) };
    }
    const ownerMailsAbout = async (subject: string) =>
      (await mailsTo(config.siteOwnerEmail)).filter((mail) => mail.subject.includes(subject));

    it('a retry whose earlier try stored the message and queued its mail stores and mails nothing more', async () => {
      const ip = uniqueIp();
      const body = contactMessage();
      const key = randomUUID();
      await receiveContactMessage(body, { sourceIp: ip }, createIdOf('POST /contact anonymous', key));
      const retry = await sendContact(ip, key, body);
      expect(retry.statusCode).toBe(201);
      expect(retry.json).toEqual({ message: CONTACT_SENT_MESSAGE });
      expect(await storedMessagesFrom(body.email)).toHaveLength(1);
      expect(await ownerMailsAbout(body.subject)).toHaveLength(1);
      // Nothing was counted again: the sender's hourly limit (3) still lets two more through.
      for (const _ of [1, 2]) {
        expect((await sendContact(ip, randomUUID(), { ...body, subject: `${body.subject} more` })).statusCode).toBe(
          201,
        );
      }
    });

    it('a retry whose earlier try stored the message but never queued its mail queues it, once', async () => {
      const ip = uniqueIp();
      const body = contactMessage();
      const key = randomUUID();
      const messageId = createIdOf('POST /contact anonymous', key);
      // The earlier try stored the message, then the queue refused (a 502) or the try was cut off.
      await ContactMessage.create({ messageId, ...body, sourceIp: ip, createdAt: new Date().toISOString() }).go();
      // The key reused meanwhile for another message: a 422, nothing stored nor mailed for it.
      const other = contactMessage();
      const reused = await sendContact(ip, key, other);
      expect(reused.statusCode).toBe(422);
      expect(await storedMessagesFrom(other.email)).toHaveLength(0);
      expect(await ownerMailsAbout(other.subject)).toHaveLength(0);
      const retry = await sendContact(ip, key, body);
      expect(retry.statusCode).toBe(201);
      expect(await storedMessagesFrom(body.email)).toMatchObject([{ messageId, mailQueuedAt: expect.any(String) }]);
      expect(await ownerMailsAbout(body.subject)).toHaveLength(1);
    });
  });

  describe('POST /api/consent', () => {
    const choices = () => {
      const now = new Date().toISOString();
      return {
        sessionId: `c${randomUUID().replaceAll('-', '')}`,
        decisions: [
          { categoryId: 'necessary', status: 'accepted', timestamp: now, version: CONSENT_VERSION },
          { categoryId: 'analytics', status: 'accepted', timestamp: now, version: CONSENT_VERSION },
        ],
        lastUpdated: now,
        version: CONSENT_VERSION,
      } as const;
    };

    it('the retry answers the record its earlier try saved: one record, one activity event', async () => {
      const user = await signedInAs('User');
      const body = choices();
      const key = randomUUID();
      const createId = createIdOf(`POST /consent ${user.id}`, key);
      const saved = await saveConsentChoices({ ...body, decisions: [...body.decisions], userId: user.id }, createId);
      expect(saved.id).toBe(createId);
      const send = (sent: unknown) =>
        invoke(privacyHandler, 'POST', '/api/consent', {
          headers: { ...user.headers, 'Idempotency-Key': key },
          body: sent,
        });
      const retry = await send(body);
      expect(retry.statusCode).toBe(201);
      expect(retry.json).toEqual(saved);
      expect((await consentRecordsOfSession(body.sessionId)).map((record) => record.recordId)).toEqual([createId]);
      const events = (await listAllActivity(user.id)).filter((event) => event.type === 'consent-saved');
      expect(events).toHaveLength(1);
      // Other choices under the same key, once that answer was lost too, are refused, not dropped.
      await forgetAnswers('POST /consent', user.id);
      const changed = { ...body, decisions: [body.decisions[0]] };
      expect((await send(changed)).statusCode).toBe(422);
      expect(await consentRecordsOfSession(body.sessionId)).toHaveLength(1);
    });
  });
});
