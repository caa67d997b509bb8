import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { RegisterForm } from '#web/features/auth/components/register-form.tsx';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';

export function RegisterPage() {
  usePageMeta({
    title: 'Register',
    description: 'Create an account to keep a profile and account settings on this site.',
  });
  const navigate = useNavigate();

  return (
    <article className="page-stack">
      <h1>Create an account</h1>
      <p>
        Already have one? <Link to={paths.login}>Sign in</Link>.
      </p>
      <RegisterForm onRegistered={(email) => navigate(paths.login, { state: { registeredEmail: email } })} />
    </article>
  );
}
