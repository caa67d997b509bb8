import type { Project } from '#shared/projects.ts';
import { SITE_PATHS } from '#shared/site-paths.ts';
import { fetchProjectsPage, type ProjectListScope } from '#web/features/projects/api/fetch-projects-page.ts';
import { projectListMarkup } from '#web/features/projects/lib/project-list-markup.ts';
import { loadFailureMarkup, spinnerMarkup } from '#web/shared/ui/list-markup.ts';
import { h } from './dom';

/** Who reads the lists: their id (their own projects) and whether they are an admin (every project). */
export interface ProjectsViewer {
  id: string;
  admin: boolean;
}

/** A project's page, or its edit or delete screen, as the app's routes name them. */
const projectPath = (path: string) => (id: string) => path.replace(':id', id);
const links = {
  view: projectPath(SITE_PATHS.projectDetail),
  edit: projectPath(SITE_PATHS.projectEdit),
  remove: projectPath(SITE_PATHS.projectDelete),
};

/**
 * One list of the projects page without the app, drawn by the app's own list (`projectListMarkup`,
 * as DOM elements), a page at a time: the cursors of the pages seen are kept, so Previous goes back.
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
    this.#show(spinnerMarkup(h, `Loading ${this.#label.toLowerCase()}…`));
    try {
      const page = await fetchProjectsPage(this.#scope, this.#cursors.at(-1) ?? null);
      this.#show(
        projectListMarkup(h, {
          scope: this.#scope,
          label: this.#label,
          emptyText: this.#section.dataset.emptyText ?? '',
          page,
          pageNumber: this.#cursors.length,
          links,
          canChange: (project) => this.#canChange(project),
          previous: () => {
            this.#cursors.pop();
            void this.load();
          },
          next: (next) => void this.load(next),
        }),
      );
    } catch (error) {
      this.#show(loadFailureMarkup(h, this.#label, error, () => void this.load()));
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
}
