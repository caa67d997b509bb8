/**
 * What the SPA needs of the API's routes at run time: the prefix and filling in a path. Kept apart
 * from the route table (shared/routes.ts), which the SPA uses for its types only, so the table is
 * not shipped in every page's first load.
 */
export const API_PREFIX = '/api';

/** Fills `{name}` placeholders with URL-encoded values: `/users/email/{email}` → `/users/email/a%40b.c`. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
