import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { auditAttributes, lifecycleAttribute } from './audit-attributes';
import { secondaryIndex, tableIndex } from './index-keys';

/** The `parentId` of a top-level node: index keys need a value, the API answers null. */
export const ROOT_PARENT = 'root';

/**
 * A topic, tag, category or sitemap item: a named, slugged node of a tree. One entity for
 * the four kinds, because they share every access pattern and rule (unique slug per kind,
 * children, no delete while children exist); sitemap items use the extra url/priority fields.
 *
 * Soft delete sets `lifecycle` to `deleted`. Every index key starts with it, so a deleted node
 * moves out of the `active` partitions every read queries, and still keeps its data.
 */
export const BlogNode = lazyEntity(
  () =>
    new Entity(
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
          byId: tableIndex(['kind', 'nodeId'], []),
          byKind: secondaryIndex('gsi1', ['lifecycle', 'kind'], ['sortKey', 'nodeId']),
          bySlug: secondaryIndex('gsi2', ['lifecycle', 'kind', 'slug'], []),
          byParent: secondaryIndex('gsi3', ['lifecycle', 'kind', 'parentId'], ['sortKey', 'nodeId']),
        },
      },
      entityConfig,
    ),
);

export type BlogNodeItem = EntityItem<typeof BlogNode>;
