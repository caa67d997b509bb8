import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mediaSizes, mediaUrl, srcSetOf } from '#shared/media.ts';
import type { Project } from '#shared/projects.ts';
import { ProjectDetails } from '#web/features/projects/components/project-details.tsx';

const id = '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d';
const cover = { id, alt: 'The board', width: 1200, height: 900, sizes: mediaSizes(id, 1200, 900), url: mediaUrl(id) };

const project: Project = {
  id: 'project-1',
  name: 'Covered project',
  description: '',
  startDate: null,
  endDate: null,
  budget: null,
  visibility: 0,
  status: 1,
  ownerId: 'owner-1',
  ownerName: 'Ada',
  members: [],
  repoLinks: [],
  cover,
  createdAt: '2026-01-05T10:00:00.000Z',
  createdBy: 'owner-1',
  updatedAt: '2026-01-06T10:00:00.000Z',
  updatedBy: 'owner-1',
  version: 2,
};

const details = (shown: Project) =>
  renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(ProjectDetails, {
        project: shown,
        links: [],
        viewerId: undefined,
        canEdit: false,
        canDelete: false,
        editTo: '/projects/edit/x',
        deleteTo: '/projects/del/x',
      }),
    ),
  );

describe('a project cover', () => {
  it('stands above the fields at the 960 size with srcset, sizes and its dimensions, loaded first', () => {
    const html = details(project);
    const tag = /<img [^>]*>/.exec(html)?.[0] ?? '';
    expect(tag).toContain(`src="${mediaUrl(id, 960)}"`);
    expect(tag).toContain(`srcSet="${srcSetOf(cover.sizes)}"`);
    expect(tag).toContain('sizes="(min-width: 48rem) 48rem, 100vw"');
    expect(tag).toContain('width="960"');
    expect(tag).toContain('height="720"');
    expect(tag).toContain('alt="The board"');
    expect(tag).toContain('fetchPriority="high"');
    expect(tag).not.toContain('loading=');
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('Covered project'));
  });

  it('is left out without a cover', () => {
    const { cover: _cover, ...plain } = project;
    expect(details(plain)).not.toContain('<img');
  });
});
