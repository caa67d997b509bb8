import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/projects/handler.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

let owner: Awaited<ReturnType<typeof signedInAs>>;
let other: Awaited<ReturnType<typeof signedInAs>>;
let admin: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  [owner, other, admin] = await Promise.all([signedInAs('User'), signedInAs('User'), signedInAs('Admin')]);
});

const project = (overrides: Record<string, unknown> = {}) => ({
  name: 'Task manager',
  description: 'A serverless task manager',
  startDate: '2026-01-05',
  endDate: '2026-06-30',
  budget: 1500.5,
  visibility: 0,
  status: 1,
  repoLinks: ['https://github.com/example/tasks', '   ', '', ' https://gitlab.com/example/tasks '],
  ...overrides,
});

const create = (body: Record<string, unknown>, headers = owner.headers) =>
  invoke(handler, 'POST', '/api/projects', { headers, body });

describe('projects', () => {
  it('creates a project owned by the caller, dropping blank repository links', async () => {
    const answer = await create(project());
    expect(answer.statusCode).toBe(201);
    expect(answer.json).toMatchObject({
      name: 'Task manager',
      budget: 1500.5,
      ownerId: owner.id,
      repoLinks: ['https://github.com/example/tasks', 'https://gitlab.com/example/tasks'],
      createdBy: owner.id,
    });
    const links = await invoke(handler, 'GET', `/api/projects/${answer.json.id}/links`);
    expect(links.json).toEqual(['https://github.com/example/tasks', 'https://gitlab.com/example/tasks']);
    const listed = await invoke(handler, 'GET', '/api/projects?limit=100');
    expect(listed.json.items.map((item: { id: string }) => item.id)).toContain(answer.json.id);
  });

  it('lets only the owner or an admin change or delete a project', async () => {
    const created = (await create(project({ name: 'Guarded' }))).json;
    const byOther = await invoke(handler, 'PUT', `/api/projects/${created.id}`, {
      headers: other.headers,
      body: project({ name: 'Hijacked' }),
    });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json.message).toBe('Only the project owner, its members or an admin can change this project');
    expect(
      (await invoke(handler, 'DELETE', `/api/projects/${created.id}`, { headers: other.headers })).statusCode,
    ).toBe(403);
    const byOwner = await invoke(handler, 'PUT', `/api/projects/${created.id}`, {
      headers: owner.headers,
      body: project({ name: 'Guarded v2', endDate: null, budget: null }),
    });
    expect(byOwner.json).toMatchObject({ name: 'Guarded v2', endDate: null, budget: null, version: 2 });
    expect((await invoke(handler, 'GET', `/api/projects/${created.id}`)).json.endDate).toBeNull();
    expect(
      (await invoke(handler, 'DELETE', `/api/projects/${created.id}`, { headers: admin.headers })).statusCode,
    ).toBe(204);
    expect((await invoke(handler, 'GET', `/api/projects/${created.id}`)).json.message).toBe('Project not found');
  });

  it('hides private projects from everyone but the owner and admins', async () => {
    const hidden = (await create(project({ name: 'Private one', visibility: 1 }))).json;
    expect((await invoke(handler, 'GET', `/api/projects/${hidden.id}`)).statusCode).toBe(404);
    expect((await invoke(handler, 'GET', `/api/projects/${hidden.id}`, { headers: other.headers })).statusCode).toBe(
      404,
    );
    expect((await invoke(handler, 'GET', `/api/projects/${hidden.id}`, { headers: owner.headers })).statusCode).toBe(
      200,
    );
    const publicList = await invoke(handler, 'GET', '/api/projects?limit=100');
    expect(publicList.json.items.map((item: { id: string }) => item.id)).not.toContain(hidden.id);
    const mine = await invoke(handler, 'GET', '/api/projects?owner=me&limit=100', { headers: owner.headers });
    expect(mine.json.items.map((item: { id: string }) => item.id)).toContain(hidden.id);
    expect((await invoke(handler, 'GET', '/api/projects?visibility=1', { headers: other.headers })).statusCode).toBe(
      403,
    );
    const privateList = await invoke(handler, 'GET', '/api/projects?visibility=1&limit=100', {
      headers: admin.headers,
    });
    expect(privateList.json.items.map((item: { id: string }) => item.id)).toContain(hidden.id);
  });

  it('only an admin names another owner, and only an existing user', async () => {
    expect((await create(project({ ownerId: other.id }))).statusCode).toBe(403);
    const byAdmin = await create(project({ name: 'Assigned', ownerId: other.id }), admin.headers);
    expect(byAdmin.json.ownerId).toBe(other.id);
    const ghost = await create(project({ ownerId: '0f0e0d0c-0000-4000-8000-000000000000' }), admin.headers);
    expect(ghost.statusCode).toBe(400);
    expect(ghost.json.message).toBe('ownerId: Owner not found');
  });

  it('refuses bad fields with a message naming the field and stores nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [project({ name: ' ' }), 'name: Name is required'],
      [project({ startDate: '2026-02-30' }), 'startDate: Start date is not a real date'],
      [
        project({ startDate: '2026-05-01', endDate: '2026-04-01' }),
        'endDate: End date must not be before the start date',
      ],
      [project({ budget: -1 }), 'budget: Budget must be 0 or more'],
      [project({ budget: 10.123 }), 'budget: Budget has at most 2 decimals'],
      [project({ visibility: 7 }), 'visibility: Visibility must be one of 0 (Public), 1 (Private)'],
      [project({ status: 1.5 }), 'status: Status must be a whole number'],
      [project({ repoLinks: ['ftp://example.com'] }), 'repoLinks.0: A repository link must be an http(s) address'],
      [project({ repoLinks: 'https://example.com' }), 'repoLinks: Repository links must be a list'],
    ];
    for (const [body, message] of cases) {
      const answer = await create({ ...body, name: body.name === ' ' ? ' ' : `Invalid ${message}` });
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json.message).toBe(message);
    }
    const mine = await invoke(handler, 'GET', '/api/projects?owner=me&limit=100', { headers: owner.headers });
    expect(mine.json.items.some((item: { name: string }) => item.name.startsWith('Invalid'))).toBe(false);
  });
});
