import { slugify } from '#shared/blog.ts';
import { BadRequestError, UnauthorizedError } from '../errors';
import type { ApiRequest } from './endpoint-group';

/** The signed-in caller's id, written into the audit fields. */
export function actorOf({ principal }: Pick<ApiRequest, 'principal'>): string {
  if (!principal) throw new UnauthorizedError();
  return principal.userId;
}

/** A PUT body may repeat the id (spec: tag PUT sends id); it must be the one in the URL. */
export function checkBodyId(bodyId: string | undefined, pathId: string | undefined): void {
  if (bodyId !== undefined && pathId !== undefined && bodyId !== pathId) {
    throw new BadRequestError('id: does not match the id in the URL', {
      errors: [{ field: 'id', message: 'does not match the id in the URL' }],
    });
  }
}

/** The slug of a name when the client sent none; a name without letters or digits needs one. */
export function derivedSlug(name: string): string {
  const slug = slugify(name);
  if (!slug) {
    throw new BadRequestError('slug: Slug is required when the name has no letters or digits', {
      errors: [{ field: 'slug', message: 'Slug is required when the name has no letters or digits' }],
    });
  }
  return slug;
}

/** Ids are UUIDs (seeded ones are readable words); anything else cannot name an item. */
export const isItemId = (id: string | undefined): id is string => !!id && /^[A-Za-z0-9-]{1,64}$/.test(id);
