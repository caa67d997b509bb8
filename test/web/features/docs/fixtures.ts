import type { CollectionIndex, DocumentNode } from '#shared/content.ts';

/** A document node with defaults; tests set only what they are about. */
export function node(fields: Partial<DocumentNode> & Pick<DocumentNode, 'name'>): DocumentNode {
  return {
    id: `tech-docs/${fields.name}`,
    title: fields.name.replace(/-/g, ' '),
    label: fields.name.replace(/-/g, ' '),
    to: `/tech-docs/${fields.name}`,
    type: 'file',
    filepath: `${fields.name}.md`,
    description: 'No description available',
    createdAt: null,
    updatedAt: null,
    ...fields,
  };
}

export function collectionIndex(subMenu: DocumentNode[]): CollectionIndex {
  return {
    id: 'tech-docs',
    folderName: 'tech-docs',
    title: 'Tech docs',
    label: 'Tech docs',
    name: 'tech-docs',
    to: '/tech-docs',
    description: 'Guides.',
    subMenu,
    documentCount: 0,
    generatedAt: '2026-11-21T00:00:00.000Z',
  };
}
