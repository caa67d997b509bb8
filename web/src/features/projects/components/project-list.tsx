import type { Project } from '#shared/projects.ts';
import type { ProjectListScope } from '#web/features/projects/api/fetch-projects-page.ts';
import { useProjectsPage } from '#web/features/projects/api/list-projects.ts';
import { type ProjectLinks, projectListMarkup } from '#web/features/projects/lib/project-list-markup.ts';
import { useCursorPages } from '#web/shared/lib/use-cursor-pages.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { reactMarkup } from '#web/shared/ui/react-markup.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import '#web/shared/ui/cover-image.css';
import '#web/shared/ui/data-table.css';
import '#web/shared/ui/page-nav.css';
import './projects.css';

interface ProjectListProps {
  scope: ProjectListScope;
  /** Names the table and its pages navigation. */
  label: string;
  /** '' for a visitor. */
  viewerId: string;
  links: ProjectLinks;
  /** Which rows get Edit and Delete: the viewer's own projects, or every project for an admin. */
  canChange: (project: Project) => boolean;
  emptyText: string;
}

/** One list of projects, newest first, a page at a time with Previous and Next (`projectListMarkup`). */
export function ProjectList({ scope, label, viewerId, links, canChange, emptyText }: ProjectListProps) {
  const pages = useCursorPages();
  const { data, error, isLoading, mutate } = useProjectsPage(scope, viewerId, pages.cursor);

  if (error && !data) return <LoadFailure what={label} error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Spinner label={`Loading ${label.toLowerCase()}…`} />;
  return projectListMarkup(reactMarkup, {
    scope,
    label,
    emptyText,
    page: data,
    pageNumber: pages.pageNumber,
    links,
    canChange,
    previous: pages.previous,
    next: pages.next,
  });
}
