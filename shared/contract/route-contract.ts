import * as z from 'zod/mini';
import type { Route } from '../routes';
import { requestSchemas } from './schema-registry';

/** `METHOD /path` of exactly the routes of the table (RouteId crosses every method with every path). */
export type TableRouteId = Route extends infer R ? (R extends Route ? `${R['method']} ${R['path']}` : never) : never;

/**
 * What the API document says about one route beyond the route table: its request, its answers and
 * the error statuses particular to it. The errors every route of a kind can answer are added by the
 * document generator: 500 on all, 401 and 403 on signed-in routes, 400 where a body or query is
 * read, 415 and 422 where a body may be sent.
 */
export interface RouteContract {
  summary: string;
  description?: string;
  /** The query parameters, every value a string. */
  query?: z.ZodMiniObject;
  /** The JSON body, registered under a component name. */
  body?: z.ZodMiniType;
  /** The body may be left out altogether (it is required otherwise). */
  bodyOptional?: boolean;
  /** Success answers by status: a JSON schema, `xml` for a document, or `empty` for no content. */
  responses: Readonly<Record<number, z.ZodMiniType | 'xml' | 'empty'>>;
  /** Error statuses this route answers besides the ones every route of its kind does. */
  errors?: readonly number[];
}

/** Registers a request body's schema under a component name and returns it. */
export function requestBody<Schema extends z.ZodMiniType>(id: string, schema: Schema): Schema {
  if (!requestSchemas.has(schema)) requestSchemas.add(schema, { id });
  return schema;
}

/** `?limit=` (1–100, default 20) and the opaque `?cursor=` of the previous page's answer. */
export const pageQuery = z.object({
  limit: z.optional(z.string().check(z.regex(/^\d+$/))),
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9+/=_-]{1,2048}$/))),
});
