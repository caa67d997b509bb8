import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Project } from '#shared/projects.ts';
import { DeleteLinkDialog } from '#web/features/projects/components/delete-link-dialog.tsx';
import { ProjectDetails } from '#web/features/projects/components/project-details.tsx';
import { checkMemberQuery, ProjectMembers, projectPeople } from '#web/features/projects/components/project-members.tsx';
import { linkRow, RepoLinksField } from '#web/features/projects/components/repo-links-field.tsx';

const render = (element: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, element));

/** The text a reader gets, tags dropped and whitespace folded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A project of an owner and two members, one of whose accounts is gone (an admin's answer). */
const projectFixture: Project = {
  id: 'd9b2d63d-a233-4123-847a-6c1e9e0c3f0a',
  name: 'Rewrite',
  description: '',
  startDate: null,
  endDate: null,
  budget: null,
  visibility: 0,
  status: 1,
  ownerId: 'owner-1',
  ownerName: 'Olive Owner',
  members: [
    { id: 'member-1', name: 'Mia Member' },
    { id: 'member-2', name: 'Deleted user', isDeleted: true },
  ],
  repoLinks: [],
  createdAt: '2026-01-05T10:00:00.000Z',
  createdBy: 'owner-1',
  updatedAt: '2026-01-06T10:00:00.000Z',
  updatedBy: 'owner-1',
  version: 1,
};

describe('deleting a repository link', () => {
  it('asks "Confirm Delete" with its question, the link, and Delete and Cancel, in a labelled dialog', () => {
    const html = render(
      createElement(DeleteLinkDialog, {
        link: 'https://github.com/example/tasks',
        onConfirm: () => undefined,
        onCancel: () => undefined,
      }),
    );
    expect(textOf(html)).toBe(
      'Confirm Delete Are you sure you want to delete this repository link? https://github.com/example/tasks Delete Cancel',
    );
    const titleId = /<h2 id="([^"]+)"[^>]*>Confirm Delete<\/h2>/.exec(html)?.[1];
    expect(titleId).toBeTruthy();
    expect(html).toContain(`<dialog class="modal modal--narrow" aria-labelledby="${titleId}"`);
    expect(html).toMatch(/<button[^>]*data-autofocus[^>]*>Cancel<\/button>/);
  });

  it('shows nothing inside the dialog while no link is being deleted', () => {
    const html = render(createElement(DeleteLinkDialog, { link: undefined, onConfirm: () => 0, onCancel: () => 0 }));
    expect(textOf(html)).toBe('Confirm Delete');
  });
});

describe('the repository links field', () => {
  it('labels each row and its Remove button by position and shows a row’s error under it', () => {
    const rows = [linkRow('https://github.com/a'), linkRow('ftp://nope')];
    const html = render(
      createElement(RepoLinksField, {
        rows,
        onRowsChange: () => undefined,
        errors: { 'repoLinks.1': 'A repository link must be an http(s) address' },
      }),
    );
    const text = textOf(html);
    expect(text).toContain('Repository link 1');
    expect(text).toContain('Repository link 2');
    expect(html).toContain('aria-label="Remove repository link 1"');
    expect(html).toContain('aria-label="Remove repository link 2"');
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
    expect(text).toMatch(/Repository link 2 Remove A repository link must be an http\(s\) address Add link/);
  });
});

describe('the project detail', () => {
  const project: Project = {
    id: 'd9b2d63d-a233-4123-847a-6c1e9e0c3f0a',
    name: 'Rewrite',
    description: '',
    startDate: '2026-01-05',
    endDate: null,
    budget: 1500.5,
    visibility: 1,
    status: 3,
    ownerId: 'owner-1',
    ownerName: 'Olive Owner',
    members: [{ id: 'member-1', name: 'Mia Member' }],
    repoLinks: ['https://github.com/example/rewrite'],
    createdAt: '2026-01-05T10:00:00.000Z',
    createdBy: 'owner-1',
    updatedAt: '2026-01-06T10:00:00.000Z',
    updatedBy: 'owner-1',
    version: 2,
  };
  const details = (viewerId: string | undefined, canEdit: boolean, canDelete = canEdit) =>
    render(
      createElement(ProjectDetails, {
        project,
        links: ['https://github.com/example/rewrite', 'https://gitlab.com/example/rewrite'],
        viewerId,
        canEdit,
        canDelete,
        editTo: '/projects/edit/x',
        deleteTo: '/projects/del/x',
      }),
    );

  it('shows every field with its label, the meanings of visibility and status, and the links', () => {
    const text = textOf(details('owner-1', true));
    for (const expected of [
      'Name Rewrite',
      'Description No description',
      'Start date 5 Jan 2026',
      'End date Not set',
      'Budget 1,500.50',
      'Visibility Private',
      'Status Completed',
      'Owner You',
      'Members Mia Member',
      'Repository links https://github.com/example/rewrite https://gitlab.com/example/rewrite',
      'Edit project Delete project',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('offers Edit and Delete only to those who may change the project', () => {
    const text = textOf(details('someone-else', false));
    expect(text).toContain('Owner Olive Owner');
    expect(text).not.toContain('owner-1');
    expect(text).not.toContain('Edit project');
  });

  it('offers a member Edit but not Delete, and names the member "You"', () => {
    const text = textOf(details('member-1', true, false));
    expect(text).toContain('Owner Olive Owner');
    expect(text).toContain('Members You');
    expect(text).toContain('Edit project');
    expect(text).not.toContain('Delete project');
  });
});

describe('the members section', () => {
  const project = projectFixture;

  it('lists the owner and each member by name, Remove for members only, and the add form', () => {
    const html = render(createElement(ProjectMembers, { project }));
    const text = textOf(html);
    // Each Remove has its (closed) confirmation after it, which names the member and the project.
    expect(text).toContain(
      'Name Role Actions Olive Owner Owner Mia Member Member Remove Remove Mia Member from Rewrite?',
    );
    expect(text).toContain('Deleted user Member Remove Remove Deleted user from Rewrite?');
    expect(html).toContain('aria-label="Remove Mia Member"');
    expect(html).toContain('aria-label="Remove Deleted user"');
    expect(html).not.toContain('aria-label="Remove Olive Owner"');
    expect(html.match(/>Remove<\/button>/g)).toHaveLength(2);
    expect(text).toContain('Add a member User name or e-mail address');
    expect(html).toMatch(/<button class="button" type="submit"[^>]*>Add member<\/button>/);
  });

  it('puts the owner first and asks for at least 3 characters before looking anyone up', () => {
    expect(projectPeople(project).map((person) => person.role)).toEqual(['Owner', 'Member', 'Member']);
    expect(checkMemberQuery('  ab ')).toEqual({
      ok: false,
      errors: { who: 'Enter a user name or e-mail address of at least 3 characters.' },
    });
    expect(checkMemberQuery(' mia.member ')).toEqual({ ok: true, data: 'mia.member' });
  });
});

describe('deleted accounts, as only an admin’s answer has them', () => {
  const project: Project = {
    ...projectFixture,
    ownerIsDeleted: true,
    members: [
      { id: 'member-1', name: 'Lee Leaving', isDeleted: true },
      { id: 'member-2', name: 'Deleted user', isDeleted: true },
      { id: 'member-3', name: 'Mia Member' },
    ],
  };

  it('are named with their state on the detail and in the members section', () => {
    const detail = textOf(
      render(
        createElement(ProjectDetails, {
          project,
          links: [],
          viewerId: 'admin-1',
          canEdit: true,
          canDelete: true,
          editTo: '/projects/edit/x',
          deleteTo: '/projects/del/x',
        }),
      ),
    );
    expect(detail).toContain('Owner Olive Owner (deleted account)');
    expect(detail).toContain('Members Lee Leaving (deleted account), Deleted user, Mia Member');
    const members = textOf(render(createElement(ProjectMembers, { project })));
    expect(members).toContain('Olive Owner (deleted account) Owner');
    expect(members).toContain('Lee Leaving (deleted account) Member Remove');
    expect(members).toContain('Deleted user Member Remove');
  });
});
