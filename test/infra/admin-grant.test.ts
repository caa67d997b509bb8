import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { REPO_ROOT } from '#infra/bundling.ts';
import { describeGrant, grantRole, roleNamed } from '#infra/tools/grant-role.ts';
import { awsGrantEnv, stageOutputs } from '#infra/tools/tool-env.ts';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { listActivity } from '#lambdas/lib/accounts/activity.ts';
import { listUserRoles } from '#lambdas/lib/accounts/roles.ts';
import { getUser } from '#lambdas/lib/accounts/users.ts';
import { documentClient } from '#lambdas/lib/db/client.ts';
import { DEFAULT_LOCAL_TABLE_NAME } from '#lambdas/lib/db/table-schema.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { ROLES } from '#shared/accounts.ts';
import { createTestAccount, signedInAs } from '../support/accounts';
import { mailsTo } from '../support/inbox';
import { invoke } from '../support/invoke';

const admin = ROLES.find((role) => role.id === 'admin') as (typeof ROLES)[number];
const rolesMails = async (email: string) =>
  (await mailsTo(email)).filter((mail) => mail.subject === 'The roles of your account were changed');

describe('npm run admin:grant', () => {
  it('gives a registered user the role as the API does: role items, role names, activity and mail', async () => {
    const account = await createTestAccount('Editor');
    // Signed in before the grant: the session has the role at once (roles are read from the user item).
    const signedIn = await invoke(authHandler, 'POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    const adminRoute = () =>
      invoke(usersHandler, 'GET', `/api/users/${account.id}`, {
        headers: { authorization: `Bearer ${signedIn.json.token}` },
      });
    expect((await adminRoute()).statusCode).toBe(403);
    // Any letter case: addresses are looked up normalized.
    const outcome = await grantRole(account.email.toUpperCase(), admin);
    expect(outcome).toEqual({ kind: 'granted', userId: account.id, roles: ['User', 'Editor', 'Admin'] });

    expect((await listUserRoles(account.id)).map((role) => role.roleId).sort()).toEqual(['admin', 'editor', 'user']);
    expect((await getUser(account.id))?.roles).toEqual(['User', 'Editor', 'Admin']);
    const activity = await listActivity(account.id, { limit: 10, cursor: null });
    expect(activity.items.filter((item) => item.type !== 'login')).toEqual([
      expect.objectContaining({ type: 'roles-changed', byAdmin: true }),
    ]);
    const mails = await rolesMails(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain('It now has: User, Editor, Admin.');

    expect((await adminRoute()).statusCode).toBe(200);

    const again = await grantRole(account.email, admin);
    expect(again).toEqual({ kind: 'already', userId: account.id, roles: ['User', 'Editor', 'Admin'] });
    expect(describeGrant(again, account.email, admin)).toEqual({
      line: `${account.email} already has Admin (User, Editor, Admin): nothing changed.`,
      exitCode: 0,
    });
    expect(await rolesMails(account.email)).toHaveLength(1);
    const roleChanges = (await listActivity(account.id, { limit: 10, cursor: null })).items.filter(
      (item) => item.type === 'roles-changed',
    );
    expect(roleChanges).toHaveLength(1);
  });

  it('refuses an unknown address and a deleted account, changing nothing', async () => {
    const unknown = await grantRole('nobody-here@example.test', admin);
    expect(unknown).toEqual({ kind: 'unknown-user' });
    expect(describeGrant(unknown, 'nobody-here@example.test', admin)).toEqual({
      line: 'No registered user has the address nobody-here@example.test: register on the site first.',
      exitCode: 1,
    });

    const operator = await signedInAs('Admin');
    const user = await createTestAccount();
    const deleted = await invoke(usersHandler, 'DELETE', `/api/users/${user.id}`, {
      headers: operator.headers,
      body: { isAdmin: true, isPermanent: false },
    });
    expect(deleted.statusCode).toBe(204);
    const outcome = await grantRole(user.email, admin);
    expect(outcome).toEqual({ kind: 'deleted-user', userId: user.id });
    expect(describeGrant(outcome, user.email, admin).exitCode).toBe(1);
    expect((await getUser(user.id))?.roles).toEqual(['User']);
    expect((await listUserRoles(user.id)).map((role) => role.roleId)).toEqual(['user']);
  });

  it('names roles by id or name, and finds the stage in the deploy outputs', () => {
    expect(roleNamed('Admin')).toEqual(admin);
    expect(roleNamed('editor')?.name).toBe('Editor');
    expect(roleNamed('owner')).toBeUndefined();

    const outputs = {
      'Portfolio-prod-Stateful': { TableName: 'prod-table', AlarmTopicArn: 'arn' },
      'Portfolio-prod-Api': { MailQueueUrl: 'https://sqs.eu-central-1.amazonaws.com/123456789012/prod-mail' },
      'Portfolio-prod-Web': { SiteUrl: 'https://example.com' },
      'Portfolio-dev-Stateful': { TableName: 'dev-table' },
    };
    expect(() => stageOutputs(outputs, undefined)).toThrow(/stages prod, dev: say which with --stage/);
    expect(() => stageOutputs(outputs, 'test')).toThrow(/no stage "test"/);
    expect(awsGrantEnv(outputs, 'prod', '')).toEqual({
      AWS_REGION: 'eu-central-1',
      TABLE_NAME: 'prod-table',
      MAIL_QUEUE_URL: 'https://sqs.eu-central-1.amazonaws.com/123456789012/prod-mail',
      SITE_URL: 'https://example.com',
    });
    expect(() => awsGrantEnv(outputs, 'dev', '')).toThrow(/stage dev have no MailQueueUrl, SiteUrl: deploy again/);
  });

  it('runs as a command over the running local stack (--local), and exits 1 for an unknown address', async () => {
    const env = inject('localEnv');
    const port = (url: string | undefined) => new URL(url ?? '').port;
    // The command uses npm start's table; the test run's DynamoDB Local has it (global-setup.ts).
    const account = await createTestAccount();
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: await userKey(account.id) }),
    );
    await documentClient.send(new PutCommand({ TableName: DEFAULT_LOCAL_TABLE_NAME, Item }));
    const run = (...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'infra/tools/admin-grant.ts'), ...args], {
        cwd: REPO_ROOT,
        encoding: 'utf-8',
        env: {
          ...process.env,
          TABLE_NAME: '',
          DYNAMODB_PORT: port(env.DYNAMODB_ENDPOINT),
          S3_PORT: port(env.S3_ENDPOINT),
          SES_PORT: port(env.SES_ENDPOINT),
        },
        timeout: 60_000,
      });

    const granted = run(account.email, '--role=editor', '--local');
    expect(granted.stderr).toBe('');
    expect(granted.status).toBe(0);
    expect(granted.stdout).toContain(`${account.email} now has User, Editor`);
    const stored = await documentClient.send(
      new GetCommand({ TableName: DEFAULT_LOCAL_TABLE_NAME, Key: await userKey(account.id) }),
    );
    expect(stored.Item?.roles).toEqual(['User', 'Editor']);
    expect((await rolesMails(account.email)).map((mail) => mail.body.text)).toEqual([
      expect.stringContaining('It now has: User, Editor.'),
    ]);

    const unknown = run('nobody-at-all@example.test', '--local');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No registered user has the address nobody-at-all@example.test');
  }, 90_000);
});

/** The user item's key, as ElectroDB writes it. */
async function userKey(userId: string): Promise<Record<string, string>> {
  const { User } = await import('#lambdas/lib/db/entities/user.ts');
  const params = User.get({ userId }).params() as { Key: Record<string, string> };
  return params.Key;
}
