import type { DocumentNode } from '#shared/content.ts';
import { ownDescription } from '#web/features/docs/lib/own-description.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { ChangelogList } from './changelog-list';
import { FolderContents } from './folder-contents';

interface FolderViewProps {
  title: string;
  description: string;
  nodes: readonly DocumentNode[];
  /** The changelogs' top level: the releases list instead of the tables. */
  changelog: boolean;
}

/** A collection or folder page: its title and description, then its contents. */
export function FolderView({ title, description, nodes, changelog }: FolderViewProps) {
  const lead = ownDescription(description);
  usePageMeta({ islands: true, title, description: lead });

  return (
    <>
      <header className="docs-header">
        <h1>{title}</h1>
        {lead && <p className="docs-header__lead">{lead}</p>}
      </header>
      {changelog ? (
        nodes.length === 0 ? (
          <p>There are no documents here yet.</p>
        ) : (
          <ChangelogList nodes={nodes} />
        )
      ) : (
        <FolderContents nodes={nodes} caption={`Contents of ${title}`} />
      )}
    </>
  );
}
