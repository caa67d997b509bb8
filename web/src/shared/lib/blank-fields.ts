/** The values without blank optional fields, which requests omit (an omitted optional field is cleared). */
export function withoutBlankFields<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')),
  ) as Partial<T>;
}
