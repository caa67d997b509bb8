import type { Project } from '#shared/projects.ts';
import {
  formatBudget,
  formatProjectDate,
  formatTimestamp,
  statusLabel,
  visibilityLabel,
} from '#web/features/projects/lib/project-format.ts';
import { DetailsList } from '#web/shared/ui/details-list.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import './projects.css';

interface ProjectDetailsProps {
  project: Project;
  links: readonly string[];
  viewerId: string | undefined;
  /** The owner and admins get Edit and Delete. */
  canChange: boolean;
  editTo: string;
  deleteTo: string;
}

/** Every field of a project with its label, then its repository links. */
export function ProjectDetails({ project, links, viewerId, canChange, editTo, deleteTo }: ProjectDetailsProps) {
  return (
    <>
      <DetailsList
        rows={[
          ['Name', project.name],
          ['Description', project.description || 'No description'],
          ['Start date', formatProjectDate(project.startDate)],
          ['End date', formatProjectDate(project.endDate)],
          ['Budget', formatBudget(project.budget)],
          ['Visibility', visibilityLabel(project.visibility)],
          ['Status', statusLabel(project.status)],
          ['Owner', project.ownerId === viewerId ? 'You' : project.ownerId],
          ['Created', formatTimestamp(project.createdAt)],
          ['Last updated', formatTimestamp(project.updatedAt)],
        ]}
      />
      <section aria-labelledby="project-links-heading">
        <h2 id="project-links-heading">Repository links</h2>
        {links.length === 0 ? (
          <p>No repository links.</p>
        ) : (
          <ul className="project-links">
            {links.map((link) => (
              <li key={link}>
                <a href={link} rel="noopener noreferrer">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {canChange && (
        <p className="project-actions">
          <Link className="button" to={editTo}>
            Edit project
          </Link>
          <Link className="button button--danger" to={deleteTo}>
            Delete project
          </Link>
        </p>
      )}
    </>
  );
}
