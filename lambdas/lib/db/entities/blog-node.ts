import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../entity-config';
import { auditAttributes, lifecycleAttribute } from './audit-attributes';

/** The `parentId` of a top-level node: index keys need a value, the API answers null. */
export const ROOT_PARENT = 'root';

/**
 * A topic, tag, category or sitemap item: a named, slugged node of a tree (spec §3). One entity for
 * the four kinds, because they share every access pattern and rule (unique slug per kind,
 * children, no delete while children exist); sitemap items use the extra url/priority fields.
 *
 * Soft delete sets `lifecycle` to `deleted`. Every index key starts with it, so a deleted node
 * moves out of the `active` partitions every read queries, and still keeps its data.
 */
export const BlogNode = new Entity(
  {
    model: { entity: 'blogNode', version: '1', service: 'portfolio' },
    attributes: {
      kind: { type: ['topic', 'tag', 'category', 'sitemapItem'] as const, required: true },
      nodeId: { type: 'string', required: true },
      ...lifecycleAttribute,
      name: { type: 'string', required: true },
      /** Lower-case name (sitemap items: zero-padded sort order first): the list order. */
      sortKey: { type: 'string', required: true },
      slug: { type: 'string', required: true },
      description: { type: 'string', default: '' },
      parentId: { type: 'string', required: true, default: ROOT_PARENT },
      /** Kept exact with `ADD` in the transactions that create, move or delete a child. */
      childCount: { type: 'number', default: 0 },
      url: { type: 'string' },
      sortOrder: { type: 'number' },
      changeFrequency: { type: 'string' },
      priority: { type: 'number' },
      ...auditAttributes,
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['kind', 'nodeId'], casing: 'none' },
        sk: { field: 'sk', composite: [] },
      },
      byKind: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['lifecycle', 'kind'], casing: 'none' },
        sk: { field: 'gsi1sk', composite: ['sortKey', 'nodeId'], casing: 'none' },
      },
      bySlug: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['lifecycle', 'kind', 'slug'], casing: 'none' },
        sk: { field: 'gsi2sk', composite: [] },
      },
      byParent: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: ['lifecycle', 'kind', 'parentId'], casing: 'none' },
        sk: { field: 'gsi3sk', composite: ['sortKey', 'nodeId'], casing: 'none' },
      },
    },
  },
  entityConfig,
);

export type BlogNodeItem = EntityItem<typeof BlogNode>;
