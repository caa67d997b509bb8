import type { Project } from '#shared/projects.ts';
import type { ProjectListScope } from '#web/features/projects/api/fetch-projects-page.ts';
import { useProjectsPage } from '#web/features/projects/api/list-projects.ts';
import { formatProjectDate, statusLabel, visibilityLabel } from '#web/features/projects/lib/project-format.ts';
import { useCursorPages } from '#web/shared/lib/use-cursor-pages.ts';
import { CoverImage } from '#web/shared/ui/cover-image.tsx';
import { CursorPageNav } from '#web/shared/ui/cursor-page-nav.tsx';
import { DataTable, type DataTableColumn } from '#web/shared/ui/data-table.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import './projects.css';

interface ProjectLinks {
  view: (id: string) => string;
  edit: (id: string) => string;
  remove: (id: string) => string;
}

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

/**
 * Name (a link to the project, under its cover), status, visibility (not on the public list, where it is always
 * public), the dates, and Edit and Delete when the viewer may change some of the projects shown.
 */
function projectColumns(
  scope: ProjectListScope,
  links: ProjectLinks,
  canChange: ((project: Project) => boolean) | undefined,
): DataTableColumn<Project>[] {
  const columns: DataTableColumn<Project>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (project) => (
        <div className="project-list__name">
          {project.cover && <CoverImage cover={project.cover} variant="card" />}
          <Link to={links.view(project.id)}>{project.name}</Link>
        </div>
      ),
    },
    { id: 'status', header: 'Status', cell: (project) => statusLabel(project.status) },
  ];
  if (scope !== 'public') {
    columns.push({ id: 'visibility', header: 'Visibility', cell: (project) => visibilityLabel(project.visibility) });
  }
  columns.push(
    { id: 'start', header: 'Start date', cell: (project) => formatProjectDate(project.startDate) },
    { id: 'end', header: 'End date', cell: (project) => formatProjectDate(project.endDate) },
  );
  if (canChange) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      cell: (project) =>
        canChange(project) && (
          <div className="data-table__actions">
            <Link to={links.edit(project.id)} aria-label={`Edit ${project.name}`}>
              Edit
            </Link>
            <Link to={links.remove(project.id)} aria-label={`Delete ${project.name}`}>
              Delete
            </Link>
          </div>
        ),
    });
  }
  return columns;
}

/** One list of projects, newest first, a page at a time with Previous and Next. */
export function ProjectList({ scope, label, viewerId, links, canChange, emptyText }: ProjectListProps) {
  const pages = useCursorPages();
  const { data, error, isLoading, mutate } = useProjectsPage(scope, viewerId, pages.cursor);

  if (error && !data) return <LoadFailure what={label} error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Spinner label={`Loading ${label.toLowerCase()}…`} />;
  if (data.items.length === 0 && pages.pageNumber === 1) return <p>{emptyText}</p>;

  const withActions = data.items.some(canChange);

  return (
    <div className="project-list" data-next-cursor={data.cursor ?? undefined}>
      <DataTable
        caption={label}
        columns={projectColumns(scope, links, withActions ? canChange : undefined)}
        rows={data.items}
        rowKey={(project) => project.id}
        empty={emptyText}
      />
      <CursorPageNav label={label} className="project-list__pages" pages={pages} nextCursor={data.cursor} />
    </div>
  );
}
