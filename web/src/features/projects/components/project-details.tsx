import type { Project } from '#shared/projects.ts';
import {
  formatBudget,
  formatProjectDate,
  formatTimestamp,
  statusLabel,
  visibilityLabel,
} from '#web/features/projects/lib/project-format.ts';
import { personName } from '#web/shared/lib/person-name.ts';
import { CoverImage } from '#web/shared/ui/cover-image.tsx';
import { DetailsList } from '#web/shared/ui/details-list.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { ProjectDescription } from './project-description';
import './projects.css';

interface ProjectDetailsProps {
  project: Project;
  links: readonly string[];
  viewerId: string | undefined;
  /** The owner, its members and admins get Edit. */
  canEdit: boolean;
  /** The owner and admins get Delete. */
  canDelete: boolean;
  editTo: string;
  deleteTo: string;
}

/** A person on the project by name (an admin is told a deleted account); the viewer is "You". */
const nameFor = (
  person: { id: string; name: string; isDeleted?: boolean | undefined },
  viewerId: string | undefined,
) => (person.id === viewerId ? 'You' : personName(person));

/** The cover image, every field of a project with its label, the owner and members by name, then its repository links. */
export function ProjectDetails({
  project,
  links,
  viewerId,
  canEdit,
  canDelete,
  editTo,
  deleteTo,
}: ProjectDetailsProps) {
  const members = project.members.map((member) => nameFor(member, viewerId));
  return (
    <>
      {project.cover && <CoverImage cover={project.cover} variant="page" />}
      <DetailsList
        rows={[
          ['Name', project.name],
          [
            'Description',
            project.description.trim() ? <ProjectDescription key="description" project={project} /> : 'No description',
          ],
          ['Start date', formatProjectDate(project.startDate)],
          ['End date', formatProjectDate(project.endDate)],
          ['Budget', formatBudget(project.budget)],
          ['Visibility', visibilityLabel(project.visibility)],
          ['Status', statusLabel(project.status)],
          [
            'Owner',
            nameFor({ id: project.ownerId, name: project.ownerName, isDeleted: project.ownerIsDeleted }, viewerId),
          ],
          ['Members', members.length > 0 ? members.join(', ') : 'None'],
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
      {viewerId === undefined ? (
        // Not known yet (the rendered page is every visitor's): both actions, hidden; on a page
        // without the app, `<site-project-actions>` shows those the signed-in visitor may use.
        <site-project-actions
          hidden
          data-owner-id={project.ownerId}
          data-member-ids={project.members.map((member) => member.id).join(' ')}
        >
          <p className="project-actions">
            <Link className="button" to={editTo} data-action="edit">
              Edit project
            </Link>
            <Link className="button button--danger" to={deleteTo} data-action="delete">
              Delete project
            </Link>
          </p>
        </site-project-actions>
      ) : (
        (canEdit || canDelete) && (
          <p className="project-actions">
            {canEdit && (
              <Link className="button" to={editTo}>
                Edit project
              </Link>
            )}
            {canDelete && (
              <Link className="button button--danger" to={deleteTo}>
                Delete project
              </Link>
            )}
          </p>
        )
      )}
    </>
  );
}
