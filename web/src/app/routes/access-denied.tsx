import { Link } from 'react-router';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { paths } from '../paths';

export function AccessDeniedPage() {
  useDocumentTitle('Access denied');

  return (
    <article className="message-page">
      <h1>Access denied</h1>
      <p>Your account does not have the rights to open that page. If you think it should, ask an administrator.</p>
      <Link className="button" to={paths.home}>
        Go to the home page
      </Link>
    </article>
  );
}
