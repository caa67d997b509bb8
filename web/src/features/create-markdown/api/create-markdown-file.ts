import type * as z from 'zod/mini';
import type { RouteBody } from '#shared/contract/route-types.ts';
import type { markdownFileCreated } from '#shared/contract/site.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** Where the new document is: its collection, its path in it and its SPA route. */
export type CreatedMarkdownFile = z.output<typeof markdownFileCreated>;

/**
 * `POST /content/files` (signed-in users) → 201 with the new document; 409 when the folder has a
 * file of that name, 400 with field errors.
 */
export function createMarkdownFile(input: RouteBody<'POST /content/files'>): Promise<CreatedMarkdownFile> {
  return apiClient.request('POST /content/files', { body: input });
}
