import { DESCRIPTION_FALLBACK, type DocumentNode } from '../../../../../shared/content';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
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
  useDocumentTitle(title);

  return (
    <>
      <header className="docs-header">
        <h1>{title}</h1>
        {description && description !== DESCRIPTION_FALLBACK && <p className="docs-header__lead">{description}</p>}
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
