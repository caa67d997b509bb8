/**
 * Lower-cases the first letter of each top-level key: the reset and change-password
 * payloads arrive as `Email`, `NewPassword`, `Token`, `Id` from some clients, `email`… from others.
 */
export function camelCaseKeys(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([key, value]) => [
      key.charAt(0).toLowerCase() + key.slice(1),
      value,
    ]),
  );
}
