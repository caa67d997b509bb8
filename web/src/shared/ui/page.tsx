import type { ReactNode } from 'react';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Link } from './link';

interface PageProps {
  /** The browser tab's title, and the page's heading unless `heading` says otherwise. */
  title: string;
  heading?: ReactNode;
  /** The page's main action (New post, Create user): a button link under the heading. */
  action?: { to: string; label: ReactNode };
  /**
   * A working screen of tables (the editor and admin lists): the screen's width on a desktop,
   * rather than a column for reading, so that a row stays one line.
   */
  wide?: boolean;
  children: ReactNode;
}

/** A screen of the app: its title in the browser tab, its one heading, its main action, then its content. */
export function Page({ title, heading = title, action, wide = false, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <article className={wide ? 'page-stack page-stack--wide' : 'page-stack'}>
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
