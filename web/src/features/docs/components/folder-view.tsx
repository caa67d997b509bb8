import type { ReactNode } from 'react';
import type { DocumentNode } from '#shared/content.ts';
import { ownDescription } from '#web/features/docs/lib/own-description.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { ChangelogList } from './changelog-list';
import { FolderContents } from './folder-contents';
import './docs-reading.css';

interface FolderViewProps {
  title: string;
  description: string;
  nodes: readonly DocumentNode[];
  /** The changelogs' top level: the releases list instead of the tables. */
  changelog: boolean;
  /** Above the heading: where the folder sits (the breadcrumb trail); none for a collection. */
  trail?: ReactNode;
  /** The collection's tree, the folder marked, as beside a document. */
  sidebar: ReactNode;
}

/**
 * A collection or folder page: its title and description, then its contents, with the collection's
 * tree beside them from 1024 px and behind its menu line below (docs-reading.css).
 */
export function FolderView({ title, description, nodes, changelog, trail, sidebar }: FolderViewProps) {
  const lead = ownDescription(description);
  usePageMeta({ islands: true, title, description: lead });

  return (
    <div className="docs-reading docs-reading--folder">
      <div className="docs-reading__header">
        {trail}
        <header className="docs-header">
          <h1>{title}</h1>
          {lead && <p className="docs-header__lead">{lead}</p>}
        </header>
      </div>
      <div className="docs-reading__folds">{sidebar}</div>
      <div className="docs-reading__body">
        {changelog ? (
          nodes.length === 0 ? (
            <p>There are no documents here yet.</p>
          ) : (
            <ChangelogList nodes={nodes} />
          )
        ) : (
          <FolderContents nodes={nodes} caption={`Contents of ${title}`} />
        )}
      </div>
    </div>
  );
}
