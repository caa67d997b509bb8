import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { CollectionIndex } from '#shared/content.ts';
import { openPage, setUpSiteInChromium, submitLogin } from '../support/browser';

const chromium = setUpSiteInChromium({ demoAccounts: true });

const url = (path: string) => `${chromium.site.siteUrl}${path}`;

async function signIn(page: Page, email: string, password: string) {
  await submitLogin(page, chromium.site.siteUrl ?? '', { email, password });
  await page.waitForURL((location) => !location.pathname.startsWith('/login'));
}

/** A demo account's bearer token, from the API itself. */
async function apiToken(email: string, password: string): Promise<string> {
  const answer = await fetch(`${chromium.site.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

const PROJECT_ID = /\/projects\/([0-9a-f-]{36})$/;

/** The value shown next to a label of the project's details list. */
const detail = (page: Page, label: string) => page.locator(`dl.details-list dt:text-is("${label}") + dd`);

describe('projects in Chromium', () => {
  it('a user creates a project with two links, edits it, deletes a link through Confirm Delete and sees the detail', async () => {
    const page = await openPage(chromium);
    const name = `Browser project ${randomUUID().slice(0, 8)}`;
    try {
      await signIn(page, 'user@example.com', 'User123!');
      await page.goto(url('/projects'));
      await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
      await page.getByRole('link', { name: 'Add project' }).click();
      await page.waitForURL('**/projects/add');

      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Description').fill('Made by the browser test.');
      await page.getByLabel('Start date').fill('2026-01-05');
      await page.getByLabel('End date').fill('2026-06-30');
      await page.getByLabel('Budget').fill('1500.5');
      await page.getByLabel('Status').selectOption({ label: 'Active' });
      await page.getByLabel('Repository link 1', { exact: true }).fill('https://github.com/example/tasks');
      await page.getByRole('button', { name: 'Add link' }).click();
      await page.getByLabel('Repository link 2', { exact: true }).fill('ftp://example.com/tasks');
      await page.getByRole('button', { name: 'Add link' }).click();
      await page.getByLabel('Repository link 3', { exact: true }).fill('   ');

      // The shared schema's check, on the row it is about; nothing is sent.
      await page.getByRole('button', { name: 'Create project' }).click();
      await page.getByText('A repository link must be an http(s) address').waitFor();
      expect(await page.getByLabel('Repository link 2', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await page.getByLabel('Repository link 2', { exact: true }).fill('https://gitlab.com/example/tasks');
      await page.getByRole('button', { name: 'Create project' }).click();

      await page.waitForURL(PROJECT_ID);
      const id = PROJECT_ID.exec(page.url())?.[1] ?? '';
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await detail(page, 'Status').textContent()).toBe('Active');
      expect(await detail(page, 'Visibility').textContent()).toBe('Public');
      expect(await detail(page, 'Budget').textContent()).toBe('1,500.50');
      expect(await detail(page, 'Start date').textContent()).toBe('5 Jan 2026');
      expect(await detail(page, 'Owner').textContent()).toBe('You');
      const links = page.getByRole('region', { name: 'Repository links' }).getByRole('link');
      expect(await links.allTextContents()).toEqual([
        'https://github.com/example/tasks',
        'https://gitlab.com/example/tasks',
      ]);

      await page.getByRole('link', { name: 'Edit project' }).click();
      await page.waitForURL(`**/projects/edit/${id}`);
      await page.getByRole('heading', { level: 1, name: `Edit ${name}` }).waitFor();
      // The blank row was dropped before saving: two rows come back.
      expect(await page.getByLabel('Repository link 1', { exact: true }).inputValue()).toBe(
        'https://github.com/example/tasks',
      );
      expect(await page.getByLabel('Repository link 2', { exact: true }).inputValue()).toBe(
        'https://gitlab.com/example/tasks',
      );
      expect(await page.getByLabel('Repository link 3', { exact: true }).count()).toBe(0);
      await page.getByLabel('Status').selectOption({ label: 'Completed' });

      const dialog = page.getByRole('dialog', { name: 'Confirm Delete' });
      await page.getByRole('button', { name: 'Remove repository link 1' }).click();
      await dialog.getByText('Are you sure you want to delete this repository link?').waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.getByLabel('Repository link 1', { exact: true }).inputValue()).toBe(
        'https://github.com/example/tasks',
      );

      await page.getByRole('button', { name: 'Remove repository link 1' }).click();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await page.getByLabel('Repository link 1', { exact: true }).inputValue()).toBe(
        'https://gitlab.com/example/tasks',
      );
      expect(await page.getByLabel('Repository link 2', { exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: 'Save project' }).click();

      await page.waitForURL(`**/projects/${id}`);
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await expect.poll(() => detail(page, 'Status').textContent()).toBe('Completed');
      expect(await links.allTextContents()).toEqual(['https://gitlab.com/example/tasks']);
      await page.reload();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await links.allTextContents()).toEqual(['https://gitlab.com/example/tasks']);

      await page.getByRole('link', { name: 'All projects' }).click();
      const mine = page.getByRole('region', { name: 'My projects', exact: true });
      await mine.getByRole('link', { name, exact: true }).waitFor();
      const listed = page.getByRole('region', { name: 'Public projects', exact: true });
      await listed.getByRole('link', { name, exact: true }).waitFor();
      // Its owner gets Edit and Delete in the public list too.
      await listed.getByRole('link', { name: `Edit ${name}` }).waitFor();
    } finally {
      await page.context().close();
    }
  }, 90_000);

  it('deletes a project from /projects/del/{id} and goes back to /projects', async () => {
    const page = await openPage(chromium);
    const token = await apiToken('user@example.com', 'User123!');
    const name = `Short-lived ${randomUUID().slice(0, 8)}`;
    const answer = await fetch(`${chromium.site.apiUrl}/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name, visibility: 0, status: 0 }),
    });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    try {
      await signIn(page, 'user@example.com', 'User123!');
      await page.goto(url(`/projects/del/${id}`));
      await page.getByRole('heading', { level: 1, name: `Delete ${name}` }).waitFor();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.waitForURL((location) => location.pathname === '/projects');
      await page.getByRole('heading', { level: 2, name: 'My projects' }).waitFor();
      expect(await page.getByRole('link', { name, exact: true }).count()).toBe(0);
      await page.goto(url(`/projects/${id}`));
      await page.getByRole('heading', { level: 1, name: 'Project not found' }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('the owner adds a member by e-mail address, who finds it under Member of, and removes them after a confirmation; pages show names', async () => {
    const token = await apiToken('user@example.com', 'User123!');
    const name = `Team ${randomUUID().slice(0, 8)}`;
    const answer = await fetch(`${chromium.site.apiUrl}/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name, visibility: 0, status: 1 }),
    });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    const page = await openPage(chromium);
    const visitor = await openPage(chromium);
    try {
      await signIn(page, 'user@example.com', 'User123!');
      await page.goto(url(`/projects/edit/${id}`));
      const members = page.getByRole('region', { name: `People on ${name}` });
      await members.getByRole('rowheader', { name: 'Uma User' }).waitFor();
      await page.getByLabel('User name or e-mail address').fill('nobody-here@example.com');
      await page.getByRole('button', { name: 'Add member' }).click();
      await page.getByText('No user has exactly this user name or e-mail address.').waitFor();
      await page.getByLabel('User name or e-mail address').fill('editor@example.com');
      await page.getByRole('button', { name: 'Add member' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Eddie Editor is a member of ${name} now.` })
        .waitFor();
      await members.getByRole('rowheader', { name: 'Eddie Editor' }).waitFor();

      // The member finds it under "Member of" on the projects page.
      const memberPage = await openPage(chromium);
      try {
        await signIn(memberPage, 'editor@example.com', 'Editor123!');
        await memberPage.goto(url('/projects'));
        const memberOf = memberPage.getByRole('region', { name: 'Member of' });
        await memberOf.getByRole('link', { name }).waitFor();
      } finally {
        await memberPage.context().close();
      }

      // A visitor sees the owner and the member by name, never an id.
      await visitor.goto(url(`/projects/${id}`));
      await visitor.getByRole('heading', { level: 1, name }).waitFor();
      expect(await detail(visitor, 'Owner').textContent()).toBe('Uma User');
      expect(await detail(visitor, 'Members').textContent()).toBe('Eddie Editor');

      await page.getByRole('button', { name: 'Remove Eddie Editor' }).click();
      const dialog = page.getByRole('dialog', { name: `Remove Eddie Editor from ${name}?` });
      await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await members.getByRole('rowheader', { name: 'Eddie Editor' }).waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Back to the project' }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await detail(page, 'Owner').textContent()).toBe('You');
      expect(await detail(page, 'Members').textContent()).toBe('None');
    } finally {
      await page.context().close();
      await visitor.context().close();
    }
  }, 90_000);

  it('keeps the projects write-ups below /projects for visitors', async () => {
    const index = (await (
      await fetch(`${chromium.site.siteUrl}/content/_index/projects.json`)
    ).json()) as CollectionIndex;
    const category = index.subMenu[0];
    const file = category?.children?.find((node) => node.type === 'file');
    if (!category || !file) throw new Error('content/projects has no category with a document in it');
    const page = await openPage(chromium);
    try {
      await page.goto(url('/projects'));
      await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
      await page.getByRole('link', { name: 'Sign in' }).waitFor();
      expect(await page.getByRole('region', { name: 'My projects' }).count()).toBe(0);
      const writeUps = page.getByRole('region', { name: 'Write-ups', exact: true });
      await writeUps.getByRole('link', { name: category.name, exact: true }).click();
      await page.waitForURL(`**${category.to}`);
      await page.getByRole('heading', { level: 1, name: category.label }).waitFor();
      await page.getByRole('link', { name: `View ${file.label}`, exact: true }).click();
      await page.waitForURL(`**${file.to}`);
      // Navigation is a transition: the folder stays on screen until the document's chunk is in.
      await expect.poll(() => page.title()).toContain(file.label);
      await page.getByRole('heading', { level: 1, name: file.label }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('an admin opens the dashboard with the Admin link and sees the counts change', async () => {
    const page = await openPage(chromium);
    try {
      await signIn(page, 'admin@example.com', 'Admin123!');
      // The main navigation's Admin link (to /admin) opens the Dashboard, the admin area's first page.
      await page.goto(url('/account'));
      const adminLink = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Admin', exact: true });
      expect(await adminLink.getAttribute('href')).toBe('/admin');
      await page.goto(url('/admin'));
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await expect
        .poll(() =>
          page
            .getByRole('navigation', { name: 'Admin' })
            .getByRole('link', { name: 'Dashboard' })
            .getAttribute('aria-current'),
        )
        .toBe('page');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

      const card = (name: string) => page.getByRole('region', { name, exact: true });
      const count = async (name: string) => Number(await card(name).locator('.dashboard-card__number').textContent());
      await card('Users').waitFor();
      // The three demo accounts, nobody deleted.
      expect(await count('Users')).toBe(3);
      expect(await card('Users').getByText('0 deleted').count()).toBe(1);
      const projectsBefore = await count('Projects');

      const token = await apiToken('admin@example.com', 'Admin123!');
      const name = `Dashboard project ${randomUUID().slice(0, 8)}`;
      const created = await fetch(`${chromium.site.apiUrl}/projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name, visibility: 1, status: 1 }),
      });
      expect(created.status).toBe(201);

      await page.getByRole('button', { name: 'Count again' }).click();
      await expect.poll(() => count('Projects')).toBe(projectsBefore + 1);
      await card('Projects').getByRole('link', { name, exact: true }).waitFor();
      expect(await card('Projects').getByRole('link', { name: 'Add project' }).getAttribute('href')).toBe(
        '/projects/add',
      );
      expect(await card('Tags').getByRole('link', { name: 'Add tag' }).getAttribute('href')).toBe('/tags/add');
    } finally {
      await page.context().close();
    }
  });
});
