import { slugify } from '#shared/blog.ts';
import type { ApiRequest } from './endpoint-group';
import { BadRequestError, UnauthorizedError } from './errors';

/** The signed-in caller's id, written into the audit fields. */
export function actorOf({ principal }: Pick<ApiRequest, 'principal'>): string {
  if (!principal) throw new UnauthorizedError();
  return principal.userId;
}

/** A 400 that names one field, for forms to mark it: `field: problem`, and the field in `errors`. */
export function fieldError(field: string, problem: string): BadRequestError {
  return new BadRequestError(`${field}: ${problem}`, { details: { errors: [{ field, message: problem }] } });
}

/** A PUT body may repeat the id (a tag PUT sends it); it must be the one in the URL. */
export function checkBodyId(bodyId: string | undefined, pathId: string | undefined): void {
  if (bodyId !== undefined && pathId !== undefined && bodyId !== pathId) {
    throw fieldError('id', 'does not match the id in the URL');
  }
}

/** The slug of a name when the client sent none; a name without letters or digits needs one. */
export function derivedSlug(name: string): string {
  const slug = slugify(name);
  if (!slug) throw fieldError('slug', 'Slug is required when the name has no letters or digits');
  return slug;
}
