export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A field by its camelCase name or, as some servers write it, capitalised (`token` or `Token`).
 * Empty values (undefined, null, '') count as missing, so the other spelling gets its turn.
 */
export function readField(record: UnknownRecord, name: string): unknown {
  for (const key of [name, name.charAt(0).toUpperCase() + name.slice(1)]) {
    const value = record[key];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

/** A non-blank string field, else undefined. */
export function readText(record: unknown, name: string): string | undefined {
  if (!isRecord(record)) return undefined;
  const value = readField(record, name);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
