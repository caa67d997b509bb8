import type { Project } from '#shared/projects.ts';
import { useCursorPages } from '#web/shared/lib/use-cursor-pages.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { type ProjectListScope, useProjectsPage } from '../api/list-projects';
import { formatProjectDate, statusLabel, visibilityLabel } from '../lib/project-format';
import './projects.css';
import { CursorPageNav } from '#web/shared/ui/cursor-page-nav.tsx';

export interface ProjectLinks {
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

/** One list of projects, newest first, a page at a time with Previous and Next. */
export function ProjectList({ scope, label, viewerId, links, canChange, emptyText }: ProjectListProps) {
  const pages = useCursorPages();
  const { data, error, isLoading, mutate } = useProjectsPage(scope, viewerId, pages.cursor);

  if (error && !data) return <LoadFailure what={label} error={error} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Spinner label={`Loading ${label.toLowerCase()}…`} />;
  if (data.items.length === 0 && pages.pageNumber === 1) return <p>{emptyText}</p>;

  const nextCursor = data.cursor;
  const showVisibility = scope !== 'public';
  const withActions = data.items.some(canChange);

  return (
    <div className="project-list">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard. */}
      <section className="project-table" aria-label={label} tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Status</th>
              {showVisibility && <th scope="col">Visibility</th>}
              <th scope="col">Start date</th>
              <th scope="col">End date</th>
              {withActions && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {data.items.map((project) => (
              <tr key={project.id}>
                <td>
                  <Link to={links.view(project.id)}>{project.name}</Link>
                </td>
                <td>{statusLabel(project.status)}</td>
                {showVisibility && <td>{visibilityLabel(project.visibility)}</td>}
                <td>{formatProjectDate(project.startDate)}</td>
                <td>{formatProjectDate(project.endDate)}</td>
                {withActions && (
                  <td className="project-table__actions">
                    {canChange(project) && (
                      <>
                        <Link to={links.edit(project.id)} aria-label={`Edit ${project.name}`}>
                          Edit
                        </Link>
                        <Link to={links.remove(project.id)} aria-label={`Delete ${project.name}`}>
                          Delete
                        </Link>
                      </>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <CursorPageNav label={label} className="project-list__pages" pages={pages} nextCursor={nextCursor} />
    </div>
  );
}
