import type { ReactNode } from 'react';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Link } from './link';

interface PageProps {
  /** The browser tab's title, and the page's heading unless `heading` says otherwise. */
  title: string;
  heading?: ReactNode;
  /** The page's main action (New post, Create user): a button link under the heading. */
  action?: { to: string; label: ReactNode };
  children: ReactNode;
}

/** A screen of the app: its title in the browser tab, its one heading, its main action, then its content. */
export function Page({ title, heading = title, action, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <article className="page-stack">
      <h1>{heading}</h1>
      {action && (
        <p>
          <Link className="button" to={action.to}>
            {action.label}
          </Link>
        </p>
      )}
      {children}
    </article>
  );
}
