import { useState } from 'react';
import type { DocumentNode } from '#shared/content.ts';
import {
  optionFromTableSort,
  type SortOptionValue,
  sortFromOption,
  sortNodes,
  tableSortFromOption,
} from '#web/features/docs/lib/sort-nodes.ts';
import type { TableSort } from '#web/shared/ui/data-table.tsx';
import { CategoryTable } from './category-table';
import { NodeTable } from './node-table';
import { SortSelect } from './sort-select';

/**
 * The entries of a collection or folder: its categories, then its folders and files, sortable by
 * name, creation or update with the select or the tables' headers, which show the same choice.
 */
export function FolderContents({ nodes, caption }: { nodes: readonly DocumentNode[]; caption: string }) {
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
  const tableSort = tableSortFromOption(sortValue);
  const onSortChange = (next: TableSort) => setSortValue(optionFromTableSort(next));

  return (
    <site-folder-sort>
      {nodes.length === 0 && <p>There are no documents here yet.</p>}
      {nodes.length > 1 && <SortSelect value={sortValue} onChange={setSortValue} />}
      {categories.length > 0 && <CategoryTable nodes={categories} sort={tableSort} onSortChange={onSortChange} />}
      {entries.length > 0 && (
        <NodeTable nodes={entries} caption={caption} sort={tableSort} onSortChange={onSortChange} />
      )}
    </site-folder-sort>
  );
}
