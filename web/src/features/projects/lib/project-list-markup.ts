import type { Page } from '#shared/accounts.ts';
import type { Project } from '#shared/projects.ts';
import type { ProjectListScope } from '#web/features/projects/api/fetch-projects-page.ts';
import { coverImageMarkup } from '#web/shared/ui/cover-image-markup.ts';
import { cursorPageNavMarkup, dataTableMarkup } from '#web/shared/ui/list-markup.ts';
import type { Markup } from '#web/shared/ui/markup.ts';
import { formatProjectDate, statusLabel, visibilityLabel } from './project-format';

export interface ProjectLinks {
  view: (id: string) => string;
  edit: (id: string) => string;
  remove: (id: string) => string;
}

export interface ProjectListPage {
  scope: ProjectListScope;
  /** Names the table and its pages navigation. */
  label: string;
  emptyText: string;
  page: Page<Project>;
  pageNumber: number;
  links: ProjectLinks;
  /** Which rows get Edit and Delete: the viewer's own projects, or every project for an admin. */
  canChange: (project: Project) => boolean;
  previous: () => void;
  next: (cursor: string) => void;
}

/**
 * One page of a list of projects, written once against `Markup`: the app's `ProjectList` draws it,
 * and so does the projects page's island for a signed-in visitor's lists and the pages after the
 * first. Name (a link to the project, under its cover), status, visibility (not on the public
 * list, where it is always public), the dates, and Edit and Delete when the viewer may change some
 * of the projects shown; then Previous and Next.
 */
export function projectListMarkup<Node>(h: Markup<Node>, list: ProjectListPage): Node {
  const { scope, label, page, pageNumber, links, canChange } = list;
  if (page.items.length === 0 && pageNumber === 1) return h('p', {}, list.emptyText);
  const withActions = page.items.some(canChange);
  const headers = ['Name', 'Status', ...(scope === 'public' ? [] : ['Visibility']), 'Start date', 'End date'];
  if (withActions) headers.push('Actions');
  const cells = (project: Project) => [
    h(
      'div',
      { class: 'project-list__name' },
      project.cover && coverImageMarkup(h, project.cover, 'card'),
      h('a', { href: links.view(project.id) }, project.name),
    ),
    statusLabel(project.status),
    scope !== 'public' && visibilityLabel(project.visibility),
    formatProjectDate(project.startDate),
    formatProjectDate(project.endDate),
    withActions &&
      (canChange(project)
        ? h(
            'div',
            { class: 'data-table__actions' },
            h('a', { href: links.edit(project.id), 'aria-label': `Edit ${project.name}` }, 'Edit'),
            h('a', { href: links.remove(project.id), 'aria-label': `Delete ${project.name}` }, 'Delete'),
          )
        : ''),
  ];
  return h(
    'div',
    { class: 'project-list', 'data-next-cursor': page.cursor ?? undefined },
    dataTableMarkup(
      h,
      { caption: label },
      headers.map((header) => h('th', { scope: 'col' }, header)),
      page.items.map((project) =>
        h('tr', {}, ...cells(project).flatMap((cell) => (cell === false ? [] : [h('td', {}, cell)]))),
      ),
    ),
    cursorPageNavMarkup(h, {
      label,
      pageNumber,
      nextCursor: page.cursor,
      previous: list.previous,
      next: list.next,
    }),
  );
}
