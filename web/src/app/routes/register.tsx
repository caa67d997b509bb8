import { Link, useNavigate } from 'react-router';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { paths } from '../paths';

export function RegisterPage() {
  useDocumentTitle('Register');
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
