/** The values without blank optional fields: requests leave an empty optional field out rather than send ''. */
export function withoutBlankFields<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')),
  ) as Partial<T>;
}
