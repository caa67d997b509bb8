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

/** The audit fields of a new item: made and last changed now by the actor, at version 1. */
export function createdAudit(actorId: string, now: string) {
  return { createdAt: now, createdBy: actorId, updatedAt: now, updatedBy: actorId, version: 1 };
}

/**
 * What a soft delete sets: the `deleted` lifecycle, who deleted it and when, the next version. The
 * caller adds the index attributes ElectroDB needs restated to rebuild the keys that hold `lifecycle`.
 */
export function softDeleteChanges(current: { version: number }, actorId: string, now: string) {
  return {
    lifecycle: 'deleted' as const,
    deletedAt: now,
    deletedBy: actorId,
    updatedAt: now,
    updatedBy: actorId,
    version: current.version + 1,
  };
}
