import { useLocation } from 'react-router';
import { AudienceOnly } from '#web/app/audience-only.tsx';
import { paths, projectLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import type { ReturnState } from '#web/features/auth/lib/access.ts';
import { CollectionSection } from '#web/features/docs/components/collection-section.tsx';
import type { ProjectListScope } from '#web/features/projects/api/fetch-projects-page.ts';
import { ProjectList } from '#web/features/projects/components/project-list.tsx';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';

/**
 * `/projects`: the public projects, the signed-in user's own ("My projects"), the ones they are
 * a member of ("Member of"), private
 * ones for admins, and the write-ups of the projects documentation collection, whose documents
 * live below /projects/{folder}/….
 */
export function ProjectsIndexPage() {
  usePageMeta({ title: 'Projects', islands: true });
  const { status, user, isAdmin } = useAuth();
  const { pathname } = useLocation();
  const viewerId = user?.id ?? '';
  const canChange = (project: { ownerId: string }) => isAdmin || (user !== undefined && project.ownerId === user.id);
  const returnHere: ReturnState = { from: { pathname } };
  const sections: Array<{ scope: ProjectListScope; label: string; emptyText: string; shown: boolean }> = [
    { scope: 'public', label: 'Public projects', emptyText: 'No public projects yet.', shown: true },
    { scope: 'mine', label: 'My projects', emptyText: 'You have no projects yet.', shown: user !== undefined },
    {
      scope: 'member',
      label: 'Member of',
      emptyText: 'You are not a member of any project.',
      shown: user !== undefined,
    },
    { scope: 'private', label: 'Private projects', emptyText: 'No private projects.', shown: isAdmin },
  ];

  const addProject = (
    <p>
      <Link className="button" to={paths.projectAdd}>
        Add project
      </Link>
    </p>
  );

  // Until the app knows the visitor (and on the rendered page, which is every visitor's), the
  // page says how to add projects, holds "Add project" hidden and marks where a signed-in
  // visitor's lists go: `<site-projects>` shows them for the session stored in this browser.
  return (
    <site-projects>
      <article className="page-stack">
        <h1>Projects</h1>
        {user ? (
          addProject
        ) : (
          <>
            <AudienceOnly audience="signed-in">{addProject}</AudienceOnly>
            <p data-anonymous>
              <Link to={paths.login} state={returnHere}>
                Sign in
              </Link>{' '}
              to add your own projects.
            </p>
          </>
        )}
        {sections.map(({ scope, label, emptyText, shown }) => {
          if (!shown && status === 'authenticated') return null;
          return (
            <section
              key={scope}
              aria-labelledby={`${scope}-projects-heading`}
              data-project-list={scope}
              data-label={label}
              data-empty-text={emptyText}
              hidden={!shown}
            >
              <h2 id={`${scope}-projects-heading`}>{label}</h2>
              {shown && (
                <ProjectList
                  scope={scope}
                  label={label}
                  viewerId={viewerId}
                  links={projectLinks}
                  canChange={canChange}
                  emptyText={emptyText}
                />
              )}
            </section>
          );
        })}
        <CollectionSection collection="projects" heading="Write-ups" />
      </article>
    </site-projects>
  );
}
