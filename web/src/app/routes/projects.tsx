import { Link, useLocation } from 'react-router';
import { useAuth } from '../../features/auth/hooks/use-auth';
import type { ReturnState } from '../../features/auth/lib/access';
import { CollectionSection } from '../../features/docs/components/collection-section';
import { ProjectList } from '../../features/projects/components/project-list';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { paths, projectLinks } from '../paths';

/**
 * Spec §2 `/projects`: the public projects, the signed-in user's own ("My projects"), private
 * ones for admins, and the write-ups of the projects documentation collection, whose documents
 * live below /projects/{folder}/….
 */
export function ProjectsIndexPage() {
  useDocumentTitle('Projects');
  const { status, user, isAdmin } = useAuth();
  const { pathname } = useLocation();
  const viewerId = user?.id ?? '';
  const canChange = (project: { ownerId: string }) => isAdmin || (user !== undefined && project.ownerId === user.id);
  const returnHere: ReturnState = { from: { pathname } };

  return (
    <article className="page-stack">
      <h1>Projects</h1>
      {user ? (
        <p>
          <Link className="button" to={paths.projectAdd}>
            Add project
          </Link>
        </p>
      ) : (
        status === 'anonymous' && (
          <p>
            <Link to={paths.login} state={returnHere}>
              Sign in
            </Link>{' '}
            to add your own projects.
          </p>
        )
      )}
      <section aria-labelledby="public-projects-heading">
        <h2 id="public-projects-heading">Public projects</h2>
        <ProjectList
          scope="public"
          label="Public projects"
          viewerId={viewerId}
          links={projectLinks}
          canChange={canChange}
          emptyText="No public projects yet."
        />
      </section>
      {user && (
        <section aria-labelledby="my-projects-heading">
          <h2 id="my-projects-heading">My projects</h2>
          <ProjectList
            scope="mine"
            label="My projects"
            viewerId={viewerId}
            links={projectLinks}
            canChange={canChange}
            emptyText="You have no projects yet."
          />
        </section>
      )}
      {isAdmin && (
        <section aria-labelledby="private-projects-heading">
          <h2 id="private-projects-heading">Private projects</h2>
          <ProjectList
            scope="private"
            label="Private projects"
            viewerId={viewerId}
            links={projectLinks}
            canChange={canChange}
            emptyText="No private projects."
          />
        </section>
      )}
      <CollectionSection collection="projects" heading="Write-ups" />
    </article>
  );
}
