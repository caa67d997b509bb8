/**
 * The soft-delete state and audit fields every blog node, post and project carries (DESIGN.md):
 * set by the server only. `lifecycle` starts every index key of those entities, so a deleted item
 * leaves the `active` partitions every read queries.
 */
export const lifecycleAttribute = {
  lifecycle: { type: ['active', 'deleted'] as const, required: true, default: 'active' },
} as const;

export const auditAttributes = {
  createdAt: { type: 'string', required: true },
  createdBy: { type: 'string', required: true },
  updatedAt: { type: 'string', required: true },
  updatedBy: { type: 'string', required: true },
  deletedAt: { type: 'string' },
  deletedBy: { type: 'string' },
  /** Increases on every change; updates are conditional on the version they read. */
  version: { type: 'number', required: true, default: 1 },
} as const;
