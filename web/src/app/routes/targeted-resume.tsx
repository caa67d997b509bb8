import { Link } from '#web/shared/ui/link.tsx';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { STACK_ITEMS } from '../../features/docs/lib/stacks';
import { TargetedResume } from '../../features/resume/components/targeted-resume';
import type { ResumeSkill } from '../../features/resume/lib/resume';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { LoadFailure } from '../../shared/ui/load-failure';
import { Spinner } from '../../shared/ui/spinner';
import { paths } from '../paths';
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
