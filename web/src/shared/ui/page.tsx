import type { ReactNode } from 'react';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

interface PageProps {
  /** The browser tab's title, and the page's heading unless `heading` says otherwise. */
  title: string;
  heading?: ReactNode;
  children: ReactNode;
}

/** A screen of the app: its title in the browser tab, its one heading, then its content. */
export function Page({ title, heading = title, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <article className="page-stack">
      <h1>{heading}</h1>
      {children}
    </article>
  );
}
