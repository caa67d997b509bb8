import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { Project } from '#lambdas/lib/db/entities/project.ts';
import { handler } from '#lambdas/projects/handler.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { signedInAs } from '../../support/accounts';
import { mailsTo } from '../../support/inbox';
import { invoke } from '../../support/invoke';

type Account = Awaited<ReturnType<typeof signedInAs>>;
let owner: Account;
let member: Account;
let stranger: Account;
let admin: Account;

const rename = (account: Account, firstName: string, lastName: string) =>
  invoke(authHandler, 'POST', '/api/auth/update-profile', {
    headers: account.headers,
    body: { email: account.email, firstName, lastName },
  });

beforeAll(async () => {
  [owner, member, stranger, admin] = await Promise.all([
    signedInAs('User'),
    signedInAs('User'),
    signedInAs('User'),
    signedInAs('Admin'),
  ]);
  await rename(owner, 'Olive', 'Owner');
  await rename(member, 'Mia', 'Member');
});

const newProject = async (visibility = 0) =>
  (
    await invoke(handler, 'POST', '/api/projects', {
      headers: owner.headers,
      body: { name: 'Team project', visibility, status: 1 },
    })
  ).json;

const addMember = (projectId: string, userId: string, headers = owner.headers) =>
  invoke(handler, 'POST', `/api/projects/${projectId}/members`, { headers, body: { userId } });

const deleteAccount = (account: Account, isPermanent: boolean) =>
  invoke(usersHandler, 'DELETE', `/api/users/${account.id}`, {
    headers: admin.headers,
    body: { isAdmin: true, isPermanent },
  });

const removeMember = (projectId: string, userId: string, headers = owner.headers) =>
  invoke(handler, 'DELETE', `/api/projects/${projectId}/members/${userId}`, { headers });

/**
 * Runs `meanwhile` once, right after the next request has read the project and before it writes:
 * another request's change landing in between, the race a write's condition has to catch.
 */
function betweenReadAndWrite(meanwhile: () => Promise<unknown>) {
  const read = Project.get.bind(Project);
  vi.spyOn(Project, 'get').mockImplementationOnce((key) => {
    const request = read(key);
    const go = async (...options: Parameters<typeof request.go>) => {
      const answer = await request.go(...options);
      await meanwhile();
      return answer;
    };
    return { ...request, go } as unknown as typeof request;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('project members', () => {
  it('the owner adds a member; the project answers names, never an e-mail address', async () => {
    const project = await newProject();
    expect(project).toMatchObject({ ownerName: 'Olive Owner', members: [] });
    const added = await addMember(project.id, member.id);
    expect(added.statusCode).toBe(200);
    expect(added.json.members).toEqual([{ id: member.id, name: 'Mia Member' }]);
    const read = await invoke(handler, 'GET', `/api/projects/${project.id}`);
    expect(read.json).toMatchObject({ ownerName: 'Olive Owner', members: [{ id: member.id, name: 'Mia Member' }] });
    const listed = await invoke(handler, 'GET', '/api/projects?limit=100');
    const inList = listed.json.items.find((item: { id: string }) => item.id === project.id);
    expect(inList).toMatchObject({ ownerName: 'Olive Owner', members: [{ id: member.id, name: 'Mia Member' }] });
    for (const body of [added.body, read.body, listed.body]) {
      expect(body).not.toContain(owner.email);
      expect(body).not.toContain(member.email);
      expect(body).not.toContain('@');
    }
  });

  it('shows a rename on the next read', async () => {
    const project = await newProject();
    await addMember(project.id, stranger.id);
    await rename(stranger, 'Stan', 'Renamed');
    const read = await invoke(handler, 'GET', `/api/projects/${project.id}`);
    expect(read.json.members).toEqual([{ id: stranger.id, name: 'Stan Renamed' }]);
    await rename(stranger, 'Test', 'User');
  });

  it('an admin adds and removes members; a repeated add or remove changes nothing', async () => {
    const project = await newProject();
    expect((await addMember(project.id, member.id, admin.headers)).json.members).toHaveLength(1);
    const again = await addMember(project.id, member.id, admin.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json.members).toEqual([{ id: member.id, name: 'Mia Member' }]);
    expect(again.json.version).toBe(project.version);
    const removed = await removeMember(project.id, member.id, admin.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json.members).toEqual([]);
    expect((await removeMember(project.id, member.id)).json.members).toEqual([]);
  });

  it('a member edits the project, also a private one, but cannot delete it, change its owner or members', async () => {
    const project = await newProject(1);
    await addMember(project.id, member.id);
    expect((await invoke(handler, 'GET', `/api/projects/${project.id}`, { headers: member.headers })).statusCode).toBe(
      200,
    );
    const edited = await invoke(handler, 'PUT', `/api/projects/${project.id}`, {
      headers: member.headers,
      body: { name: 'Edited by a member', visibility: 1, status: 2, version: project.version },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json).toMatchObject({ name: 'Edited by a member', ownerId: owner.id, updatedBy: member.id });
    const takeOver = await invoke(handler, 'PUT', `/api/projects/${project.id}`, {
      headers: member.headers,
      body: { name: 'Mine now', visibility: 1, status: 2, ownerId: member.id },
    });
    expect(takeOver.statusCode).toBe(403);
    expect(takeOver.json.message).toBe('Only an admin can make another user the owner');
    const deleted = await invoke(handler, 'DELETE', `/api/projects/${project.id}`, { headers: member.headers });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json.message).toBe('Only the project owner or an admin can delete this project');
    const adds = await addMember(project.id, stranger.id, member.headers);
    expect(adds.statusCode).toBe(403);
    expect(adds.json.message).toBe('Only the project owner or an admin can change its members');
    // Still private: visitors do not find it.
    expect((await invoke(handler, 'GET', `/api/projects/${project.id}`)).statusCode).toBe(404);
  });

  it('a stranger cannot add members or edit, and a removed member cannot edit any more', async () => {
    const project = await newProject();
    const byStranger = await addMember(project.id, stranger.id, stranger.headers);
    expect(byStranger.statusCode).toBe(403);
    expect((await removeMember(project.id, member.id, stranger.headers)).statusCode).toBe(403);
    await addMember(project.id, member.id);
    await removeMember(project.id, member.id);
    const edit = await invoke(handler, 'PUT', `/api/projects/${project.id}`, {
      headers: member.headers,
      body: { name: 'Too late', visibility: 0, status: 1 },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json.message).toBe('Only the project owner, its members or an admin can change this project');
    // Removing a member does not move the version, so the version read before is no pass either.
    const withVersion = await invoke(handler, 'PUT', `/api/projects/${project.id}`, {
      headers: member.headers,
      body: { name: 'Too late', visibility: 0, status: 1, version: project.version },
    });
    expect(withVersion.statusCode).toBe(403);
  });

  it("a member removed between the PUT's read and its write gets 403, and nothing is saved", async () => {
    const project = await newProject();
    await addMember(project.id, member.id);
    betweenReadAndWrite(() => removeMember(project.id, member.id));
    const edit = await invoke(handler, 'PUT', `/api/projects/${project.id}`, {
      headers: member.headers,
      body: { name: 'Raced in', visibility: 0, status: 1, version: project.version },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json.message).toBe('Only the project owner, its members or an admin can change this project');
    const read = await invoke(handler, 'GET', `/api/projects/${project.id}`);
    expect(read.json).toMatchObject({ name: 'Team project', version: project.version, members: [] });
  });

  it('an owner whose project an admin hands over between the read and the removal gets 403', async () => {
    const project = await newProject();
    await addMember(project.id, member.id);
    betweenReadAndWrite(() =>
      invoke(handler, 'PUT', `/api/projects/${project.id}`, {
        headers: admin.headers,
        body: { name: 'Handed over', visibility: 0, status: 1, ownerId: stranger.id },
      }),
    );
    const removed = await removeMember(project.id, member.id);
    expect(removed.statusCode).toBe(403);
    expect(removed.json.message).toBe('Only the project owner or an admin can change its members');
    const read = await invoke(handler, 'GET', `/api/projects/${project.id}`);
    expect(read.json).toMatchObject({ ownerId: stranger.id, members: [{ id: member.id, name: 'Mia Member' }] });
  });

  it('an admin still edits and removes members of a project it neither owns nor is a member of', async () => {
    const project = await newProject();
    await addMember(project.id, member.id);
    betweenReadAndWrite(() => removeMember(project.id, member.id));
    const edit = await invoke(handler, 'PUT', `/api/projects/${project.id}`, {
      headers: admin.headers,
      body: { name: 'Edited by an admin', visibility: 0, status: 1, version: project.version },
    });
    expect(edit.statusCode).toBe(200);
    await addMember(project.id, member.id);
    betweenReadAndWrite(() =>
      invoke(handler, 'PUT', `/api/projects/${project.id}`, {
        headers: admin.headers,
        body: { name: 'Handed over', visibility: 0, status: 1, ownerId: stranger.id },
      }),
    );
    const removed = await removeMember(project.id, member.id, admin.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json).toMatchObject({ ownerId: stranger.id, members: [] });
  });

  it('refuses an unknown or deleted user (404 naming it) and the owner (409)', async () => {
    const project = await newProject();
    const ghostId = '0f0e0d0c-0000-4000-8000-000000000000';
    const ghost = await addMember(project.id, ghostId);
    expect(ghost.statusCode).toBe(404);
    expect(ghost.json.message).toBe(`User ${ghostId} not found`);
    const gone = await signedInAs('User');
    await invoke(usersHandler, 'DELETE', `/api/users/${gone.id}`, {
      headers: admin.headers,
      body: { isAdmin: true, isPermanent: false },
    });
    expect((await addMember(project.id, gone.id)).statusCode).toBe(404);
    const self = await addMember(project.id, owner.id);
    expect(self.statusCode).toBe(409);
    expect(self.json.message).toBe('Olive Owner owns this project already');
    const bad = await invoke(handler, 'POST', `/api/projects/${project.id}/members`, {
      headers: owner.headers,
      body: { userId: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toBe('userId: User is not a valid id');
  });

  it('lists a member whose account was deleted since to no one but admins, who see its state; still removable', async () => {
    const project = await newProject();
    const [leaving, gone] = await Promise.all([signedInAs('User'), signedInAs('User')]);
    await rename(leaving, 'Lee', 'Leaving');
    await addMember(project.id, leaving.id);
    await addMember(project.id, gone.id);
    await addMember(project.id, member.id);
    await deleteAccount(leaving, false);
    await deleteAccount(gone, true);

    const stillThere = [{ id: member.id, name: 'Mia Member' }];
    for (const headers of [undefined, owner.headers, member.headers, stranger.headers]) {
      const read = await invoke(handler, 'GET', `/api/projects/${project.id}`, headers ? { headers } : {});
      expect(read.json.members).toEqual(stillThere);
      const listed = await invoke(handler, 'GET', '/api/projects?limit=100', headers ? { headers } : {});
      const item = listed.json.items.find((each: { id: string }) => each.id === project.id);
      expect(item.members).toEqual(stillThere);
    }
    const forAdmin = await invoke(handler, 'GET', `/api/projects/${project.id}`, { headers: admin.headers });
    expect(forAdmin.json.members).toEqual([
      { id: gone.id, name: 'Deleted user', isDeleted: true },
      { id: leaving.id, name: 'Lee Leaving', isDeleted: true },
      ...stillThere,
    ]);

    // The owner still removes it by id (an admin's list names it); restored, it is listed again.
    expect((await removeMember(project.id, gone.id)).json.members).toEqual(stillThere);
    await invoke(usersHandler, 'POST', `/api/users/${leaving.id}/restore`, { headers: admin.headers });
    const restored = await invoke(handler, 'GET', `/api/projects/${project.id}`);
    expect(restored.json.members).toEqual([{ id: leaving.id, name: 'Lee Leaving' }, ...stillThere]);
  });

  it('names an owner whose account was deleted "Deleted user", and only admins see who it was', async () => {
    const leaving = await signedInAs('User');
    await rename(leaving, 'Otto', 'Owner');
    const project = (
      await invoke(handler, 'POST', '/api/projects', {
        headers: leaving.headers,
        body: { name: 'Left behind', visibility: 0, status: 1 },
      })
    ).json;
    await deleteAccount(leaving, false);
    const read = await invoke(handler, 'GET', `/api/projects/${project.id}`);
    expect(read.json).toMatchObject({ ownerId: leaving.id, ownerName: 'Deleted user' });
    expect(read.json.ownerIsDeleted).toBeUndefined();
    const forAdmin = await invoke(handler, 'GET', `/api/projects/${project.id}`, { headers: admin.headers });
    expect(forAdmin.json).toMatchObject({ ownerId: leaving.id, ownerName: 'Otto Owner', ownerIsDeleted: true });
  });

  it('a member an admin makes the owner stops being a member', async () => {
    const project = await newProject();
    await addMember(project.id, member.id);
    const moved = await invoke(handler, 'PUT', `/api/projects/${project.id}`, {
      headers: admin.headers,
      body: { name: 'Handed over', visibility: 0, status: 1, ownerId: member.id },
    });
    expect(moved.json).toMatchObject({ ownerId: member.id, ownerName: 'Mia Member', members: [] });
    expect((await invoke(handler, 'GET', `/api/projects/${project.id}`)).json.members).toEqual([]);
  });
});

describe('user lookup', () => {
  // Looking users up is for admins and project owners.
  beforeAll(() => newProject());

  it('finds a user by exact user name or e-mail address, any case, answering id and name only', async () => {
    const me = (await invoke(authHandler, 'GET', '/api/auth/me', { headers: member.headers })).json;
    const byName = await invoke(usersHandler, 'GET', `/api/users/lookup?q=${me.userName.toUpperCase()}`, {
      headers: owner.headers,
    });
    expect(byName.statusCode).toBe(200);
    expect(byName.json).toEqual([{ id: member.id, name: 'Mia Member' }]);
    const byEmail = await invoke(usersHandler, 'GET', `/api/users/lookup?q=${encodeURIComponent(member.email)}`, {
      headers: owner.headers,
    });
    expect(byEmail.json).toEqual([{ id: member.id, name: 'Mia Member' }]);
    expect(byEmail.body).not.toContain('@');
  });

  it('answers nothing for part of a name or address, and 400 below 3 characters', async () => {
    const me = (await invoke(authHandler, 'GET', '/api/auth/me', { headers: member.headers })).json;
    // Parts that no test account is named exactly: test accounts' user names all begin with "test.", and
    // one name minus its last letter can be another's (test.user1 → test.user).
    for (const q of [me.userName.slice(1), member.email.slice(1), member.email.split('@')[0]]) {
      const answer = await invoke(usersHandler, 'GET', `/api/users/lookup?q=${encodeURIComponent(q)}`, {
        headers: owner.headers,
      });
      expect(answer.json, q).toEqual([]);
    }
    const short = await invoke(usersHandler, 'GET', '/api/users/lookup?q=ab', { headers: owner.headers });
    expect(short.statusCode).toBe(400);
    expect(short.json.message).toBe('q: Give a user name or e-mail address of at least 3 characters');
    expect((await invoke(usersHandler, 'GET', '/api/users/lookup?q=abc')).statusCode).toBe(401);
  });
});

describe('a member finds their projects and is told of changes', () => {
  it('lists the projects a user is a member of (?member=me), public and private, and not their own', async () => {
    const [member, other] = await Promise.all([signedInAs('User'), signedInAs('User')]);
    const open = await newProject(0);
    const closed = await newProject(1);
    const notTheirs = await newProject(0);
    expect((await addMember(open.id, member.id)).statusCode).toBe(200);
    expect((await addMember(closed.id, member.id)).statusCode).toBe(200);
    expect((await addMember(notTheirs.id, other.id)).statusCode).toBe(200);

    const listed = await invoke(handler, 'GET', '/api/projects?member=me', { headers: member.headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json.items.map((project: { id: string }) => project.id)).toEqual([closed.id, open.id]);
    expect(listed.json.cursor).toBeNull();
    const owners = await invoke(handler, 'GET', '/api/projects?member=me', { headers: owner.headers });
    expect(owners.json.items.map((project: { id: string }) => project.id)).not.toContain(open.id);

    expect((await removeMember(closed.id, member.id)).statusCode).toBe(200);
    const after = await invoke(handler, 'GET', '/api/projects?member=me', { headers: member.headers });
    expect(after.json.items.map((project: { id: string }) => project.id)).toEqual([open.id]);

    const anonymous = await invoke(handler, 'GET', '/api/projects?member=me');
    expect(anonymous.statusCode).toBe(400);
    const bad = await invoke(handler, 'GET', '/api/projects?member=someone', { headers: member.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('mails a member when they are added and when they are removed', async () => {
    const member = await signedInAs('User');
    const project = await newProject(1);
    await addMember(project.id, member.id);
    await removeMember(project.id, member.id);
    const mails = await mailsTo(member.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'You were added to Team project',
      'You were removed from Team project',
    ]);
    expect(mails[0]?.body.text).toContain('Olive Owner added you to the project "Team project"');
    expect(mails[0]?.body.text).toContain(`/projects/${project.id}`);
  });
});
