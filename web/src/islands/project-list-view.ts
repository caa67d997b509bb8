import type { Page } from '#shared/accounts.ts';
import type { Project } from '#shared/projects.ts';
import { SITE_PATHS } from '#shared/site-paths.ts';
import { fetchProjectsPage, type ProjectListScope } from '#web/features/projects/api/fetch-projects-page.ts';
import { formatProjectDate, statusLabel, visibilityLabel } from '#web/features/projects/lib/project-format.ts';
import { cardCover, h } from './dom';

/** Who reads the lists: their id (their own projects) and whether they are an admin (every project). */
export interface ProjectsViewer {
  id: string;
  admin: boolean;
}

/** A project's page, or its edit or delete screen, as the app's routes name them. */
const projectPath = (path: string, id: string) => path.replace(':id', id);

/** A button as the app's pages navigation draws it. */
const pageButton = (text: string, disabled: boolean, press: () => void) => {
  const button = h(
    'button',
    { class: 'button button--secondary', type: 'button', disabled: disabled || undefined },
    text,
  );
  button.addEventListener('click', press);
  return button;
};

/**
 * One list of the projects page drawn without the app, as features/projects/components/project-list.tsx
 * draws it (a DataTable of name under its cover, status, visibility but on the public list, the
 * dates, Edit and Delete on the rows the viewer may change, then Previous and Next), a page at a
 * time: the cursors of the pages seen are kept, so Previous goes back.
 */
export class ProjectListView {
  readonly #section: HTMLElement;
  readonly #scope: ProjectListScope;
  readonly #label: string;
  readonly #viewer: ProjectsViewer | undefined;
  readonly #cursors: (string | null)[] = [null];

  constructor(section: HTMLElement, viewer: ProjectsViewer | undefined) {
    this.#section = section;
    this.#scope = section.dataset.projectList as ProjectListScope;
    this.#label = section.dataset.label ?? 'Projects';
    this.#viewer = viewer;
  }

  /** Shows the list at the page after `cursor` (none: the first page). */
  async load(cursor?: string): Promise<void> {
    if (cursor) this.#cursors.push(cursor);
    this.#section.hidden = false;
    const label = `Loading ${this.#label.toLowerCase()}…`;
    this.#show(
      h(
        'div',
        { class: 'spinner', role: 'status', 'aria-label': label },
        h('span', { class: 'spinner__circle', 'aria-hidden': 'true' }),
        h('span', {}, label),
      ),
    );
    try {
      this.#show(this.#list(await fetchProjectsPage(this.#scope, this.#cursors.at(-1) ?? null)));
    } catch (error) {
      const retry = pageButton('Try again', false, () => void this.load());
      this.#show(
        h(
          'div',
          { class: 'alert alert--error', role: 'alert' },
          h('p', {}, `${this.#label} could not be loaded. ${error instanceof Error ? error.message : ''}`),
          retry,
        ),
      );
    }
  }

  /** Puts `content` below the list's heading. */
  #show(content: HTMLElement): void {
    const heading = this.#section.querySelector('h2');
    this.#section.replaceChildren(...(heading ? [heading] : []), content);
  }

  #canChange(project: Project): boolean {
    const viewer = this.#viewer;
    return viewer !== undefined && (viewer.admin || project.ownerId === viewer.id);
  }

  #list(page: Page<Project>): HTMLElement {
    const pageNumber = this.#cursors.length;
    if (page.items.length === 0 && pageNumber === 1) return h('p', {}, this.#section.dataset.emptyText ?? '');
    const withActions = page.items.some((project) => this.#canChange(project));
    const headers = ['Name', 'Status', ...(this.#scope === 'public' ? [] : ['Visibility']), 'Start date', 'End date'];
    if (withActions) headers.push('Actions');
    const rows = page.items.map((project) =>
      h('tr', {}, ...this.#cells(project, withActions).map((cell) => h('td', {}, cell))),
    );
    return h(
      'div',
      { class: 'project-list' },
      h(
        'section',
        { class: 'data-table', 'aria-label': this.#label, tabindex: '0' },
        h(
          'table',
          {},
          h('caption', { class: 'visually-hidden' }, this.#label),
          h('thead', {}, h('tr', {}, ...headers.map((header) => h('th', { scope: 'col' }, header)))),
          h('tbody', {}, ...rows),
        ),
      ),
      h(
        'nav',
        { class: 'project-list__pages', 'aria-label': `${this.#label} pages` },
        pageButton('Previous page', pageNumber === 1, () => {
          this.#cursors.pop();
          void this.load();
        }),
        h('span', { 'aria-live': 'polite' }, `Page ${pageNumber}`),
        pageButton('Next page', !page.cursor, () => void (page.cursor && this.load(page.cursor))),
      ),
    );
  }

  #cells(project: Project, withActions: boolean): (string | HTMLElement)[] {
    const cells: (string | HTMLElement)[] = [
      h(
        'div',
        { class: 'project-list__name' },
        cardCover(project.cover),
        h('a', { href: projectPath(SITE_PATHS.projectDetail, project.id) }, project.name),
      ),
      statusLabel(project.status),
      ...(this.#scope === 'public' ? [] : [visibilityLabel(project.visibility)]),
      formatProjectDate(project.startDate),
      formatProjectDate(project.endDate),
    ];
    if (withActions) {
      cells.push(
        this.#canChange(project)
          ? h(
              'div',
              { class: 'data-table__actions' },
              h(
                'a',
                { href: projectPath(SITE_PATHS.projectEdit, project.id), 'aria-label': `Edit ${project.name}` },
                'Edit',
              ),
              h(
                'a',
                { href: projectPath(SITE_PATHS.projectDelete, project.id), 'aria-label': `Delete ${project.name}` },
                'Delete',
              ),
            )
          : '',
      );
    }
    return cells;
  }
}
