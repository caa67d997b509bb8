const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Projects get random UUIDs; no other path segment below /projects looks like one. */
export function isProjectId(value: string | undefined): value is string {
  return value !== undefined && UUID_PATTERN.test(value);
}
