import { useLocation } from 'react-router';
import { paths, projectLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import type { ReturnState } from '#web/features/auth/lib/access.ts';
import { CollectionSection } from '#web/features/docs/components/collection-section.tsx';
import type { ProjectListScope } from '#web/features/projects/api/list-projects.ts';
import { ProjectList } from '#web/features/projects/components/project-list.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Link } from '#web/shared/ui/link.tsx';

/**
 * `/projects`: the public projects, the signed-in user's own ("My projects"), private
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
  const sections: Array<{ scope: ProjectListScope; label: string; emptyText: string; shown: boolean }> = [
    { scope: 'public', label: 'Public projects', emptyText: 'No public projects yet.', shown: true },
    { scope: 'mine', label: 'My projects', emptyText: 'You have no projects yet.', shown: user !== undefined },
    { scope: 'private', label: 'Private projects', emptyText: 'No private projects.', shown: isAdmin },
  ];

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
      {sections
        .filter((section) => section.shown)
        .map(({ scope, label, emptyText }) => (
          <section key={scope} aria-labelledby={`${scope}-projects-heading`}>
            <h2 id={`${scope}-projects-heading`}>{label}</h2>
            <ProjectList
              scope={scope}
              label={label}
              viewerId={viewerId}
              links={projectLinks}
              canChange={canChange}
              emptyText={emptyText}
            />
          </section>
        ))}
      <CollectionSection collection="projects" heading="Write-ups" />
    </article>
  );
}
