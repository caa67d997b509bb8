import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchProjectLinks } from '#web/features/projects/api/get-project-links.ts';
import {
  checkProjectForm,
  EMPTY_PROJECT_FORM,
  projectFormValues,
  projectRequest,
  serverFieldErrors,
} from '#web/features/projects/lib/project-form.ts';

const form = (overrides: Partial<typeof EMPTY_PROJECT_FORM> = {}) => ({
  ...EMPTY_PROJECT_FORM,
  name: 'Task manager',
  ...overrides,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the project form body', () => {
  it('drops blank and whitespace-only links before saving and trims the others', () => {
    const { input, sentRows } = projectRequest(form(), [
      'https://github.com/example/tasks',
      '   ',
      '',
      ' https://gitlab.com/example/tasks ',
    ]);
    expect(input.repoLinks).toEqual(['https://github.com/example/tasks', 'https://gitlab.com/example/tasks']);
    expect(sentRows).toEqual([0, 3]);
  });

  it('sends empty dates and budget as null and the choices as numbers', () => {
    expect(projectRequest(form(), []).input).toEqual({
      name: 'Task manager',
      description: '',
      startDate: null,
      endDate: null,
      budget: null,
      visibility: 0,
      status: 0,
      repoLinks: [],
    });
    const filled = projectRequest(
      form({ startDate: '2026-01-05', endDate: '2026-06-30', budget: '1500.5', visibility: '1', status: '3' }),
      [],
    ).input;
    expect(filled).toMatchObject({
      startDate: '2026-01-05',
      endDate: '2026-06-30',
      budget: 1500.5,
      visibility: 1,
      status: 3,
    });
  });

  it('fills the edit form from a saved project and sends the same values back', () => {
    const project = {
      id: 'd9b2d63d-a233-4123-847a-6c1e9e0c3f0a',
      name: 'Rewrite',
      description: 'Serverless',
      startDate: '2026-01-05',
      endDate: null,
      budget: 99.99,
      visibility: 1,
      status: 2,
      ownerId: 'owner',
      ownerName: 'Olive Owner',
      members: [],
      repoLinks: ['https://github.com/example/rewrite'],
      createdAt: '2026-01-05T10:00:00.000Z',
      createdBy: 'owner',
      updatedAt: '2026-01-05T10:00:00.000Z',
      updatedBy: 'owner',
      version: 3,
    };
    const values = projectFormValues(project);
    expect(values).toEqual({
      name: 'Rewrite',
      description: 'Serverless',
      startDate: '2026-01-05',
      endDate: '',
      budget: '99.99',
      visibility: '1',
      status: '2',
    });
    expect(projectRequest(values, project.repoLinks).input).toMatchObject({
      budget: 99.99,
      endDate: null,
      repoLinks: project.repoLinks,
    });
  });
});

describe('the project form check (the shared schema)', () => {
  it('passes a valid form, blank link rows and all', () => {
    const checked = checkProjectForm(form(), ['', 'https://github.com/example/tasks', ' ']);
    expect(checked.ok).toBe(true);
  });

  it('puts a bad link error on the form row it came from, counting the blank rows that are not sent', () => {
    const checked = checkProjectForm(form(), ['', 'https://github.com/ok', '  ', 'ftp://example.com/repo']);
    expect(checked).toEqual({
      ok: false,
      errors: { 'repoLinks.3': 'A repository link must be an http(s) address' },
    });
  });

  it('names the field of each problem: a missing name, an end before the start, a budget with 3 decimals', () => {
    const checked = checkProjectForm(
      form({ name: '  ', startDate: '2026-06-30', endDate: '2026-01-05', budget: '10.123' }),
      [],
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      name: 'Name is required',
      budget: 'Budget has at most 2 decimals',
      endDate: 'End date must not be before the start date',
    });
  });

  it('maps the server’s field errors back to the form rows', () => {
    const body = {
      message: 'repoLinks.1: A repository link must be an http(s) address',
      errors: [
        { field: 'repoLinks.1', message: 'A repository link must be an http(s) address' },
        { field: 'name', message: 'Name must be at most 100 characters' },
      ],
    };
    expect(serverFieldErrors(body, [0, 2])).toEqual({
      'repoLinks.2': 'A repository link must be an http(s) address',
      name: 'Name must be at most 100 characters',
    });
    expect(serverFieldErrors({ message: 'Project not found' }, [])).toEqual({});
  });
});

describe('reading the repository links', () => {
  const answering = (body: unknown) => {
    vi.stubGlobal('window', { location: { hostname: 'localhost', origin: 'http://localhost:5173' } });
    const fetch = vi.fn(
      async (_url: string) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('accepts the links as an array from GET /projects/{id}/links', async () => {
    const fetch = answering(['https://github.com/a', 'https://github.com/b']);
    await expect(fetchProjectLinks('p1')).resolves.toEqual(['https://github.com/a', 'https://github.com/b']);
    expect(fetch.mock.calls[0]?.[0]).toBe('http://localhost:5000/api/projects/p1/links');
  });

  it('accepts the links inside { $values: [...] }', async () => {
    answering({ $id: '1', $values: ['https://github.com/a'] });
    await expect(fetchProjectLinks('p1')).resolves.toEqual(['https://github.com/a']);
  });

  it('reads any other answer as no links', async () => {
    answering({ links: ['https://github.com/a'] });
    await expect(fetchProjectLinks('p1')).resolves.toEqual([]);
  });
});
