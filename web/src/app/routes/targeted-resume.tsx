import { paths } from '#web/app/paths.ts';
import { useCurrentUser } from '#web/features/auth/api/use-current-user.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { STACK_ITEMS } from '#web/features/docs/lib/stacks.ts';
import { TargetedResume } from '#web/features/resume/components/targeted-resume.tsx';
import type { ResumeSkill } from '#web/features/resume/lib/resume.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import './targeted-resume.css';

/** The skills a résumé may list: the stacks the site documents (the /stacks page's list). */
const SITE_SKILLS: readonly ResumeSkill[] = STACK_ITEMS.map((stack) => ({
  name: stack.name,
  description: stack.description,
  topics: stack.topics.map((topic) => topic.name),
}));

/** Under /about, for signed-in users only; built from their own profile (`GET /auth/me`). */
export function TargetedResumePage() {
  useDocumentTitle('Targeted résumé');
  const { user } = useAuth();
  const { data, error, mutate } = useCurrentUser(user?.id);

  if (error && !data) return <LoadFailure what="Your profile" error={error} onRetry={() => void mutate()} />;
  if (!data) return <Spinner page label="Loading your profile…" />;

  return (
    <article className="targeted-resume-page">
      <header className="targeted-resume-page__intro">
        <h1>Targeted résumé</h1>
        <p>
          A résumé from your <Link to={paths.userProfile}>profile</Link>: your name, contact details and biography. Aim
          it at a position, pick your skills, then print it or save it as a PDF.
        </p>
      </header>
      <TargetedResume
        profile={data}
        skills={SITE_SKILLS}
        profileLink={<Link to={paths.userProfile}>your profile page</Link>}
      />
    </article>
  );
}
