import { useState } from 'react';
import type { DocumentNode } from '../../../../../shared/content';
import { usePageMeta } from '../../../shared/lib/use-page-meta';
import { ownDescription } from '../lib/own-description';
import { type SortOptionValue, sortFromOption, sortNodes } from '../lib/sort-nodes';
import { CategoryTable } from './category-table';
import { ChangelogList } from './changelog-list';
import { NodeTable } from './node-table';
import { SortSelect } from './sort-select';

interface FolderViewProps {
  title: string;
  description: string;
  nodes: readonly DocumentNode[];
  /** The changelogs' top level: the releases list instead of the tables. */
  changelog: boolean;
}

/** A collection or folder: its categories, then its folders and files, sortable by name or update. */
export function FolderView({ title, description, nodes, changelog }: FolderViewProps) {
  const lead = ownDescription(description);
  usePageMeta({ title, description: lead });
  const [sortValue, setSortValue] = useState<SortOptionValue>('default');
  const sort = sortFromOption(sortValue);
  const categories = sortNodes(
    nodes.filter((node) => node.type === 'category'),
    sort,
  );
  const entries = sortNodes(
    nodes.filter((node) => node.type !== 'category'),
    sort,
  );

  return (
    <>
      <header className="docs-header">
        <h1>{title}</h1>
        {lead && <p className="docs-header__lead">{lead}</p>}
      </header>
      {nodes.length === 0 && <p>There are no documents here yet.</p>}
      {changelog && nodes.length > 0 && <ChangelogList nodes={nodes} />}
      {!changelog && nodes.length > 1 && <SortSelect value={sortValue} onChange={setSortValue} />}
      {!changelog && categories.length > 0 && <CategoryTable nodes={categories} />}
      {!changelog && entries.length > 0 && <NodeTable nodes={entries} caption={`Contents of ${title}`} />}
    </>
  );
}
