import type * as z from 'zod/mini';
import type { TableRouteId } from './route-contract';
import type { ContractOf } from './route-contracts';

/**
 * What a client sends to a route and what it gets back, derived from the route's contract: the body
 * as the schema's input (before trims and defaults), the answer as its output. Types only, so a
 * client that imports them loads neither zod nor the schemas.
 */

/** The `{name}` placeholders of a path. */
type PlaceholdersOf<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PlaceholdersOf<Rest>
  : never;

/** Values for a route's `{name}` placeholders, e.g. `{ id: string }` for `GET /posts/{id}`. */
type RouteParams<Id extends TableRouteId> = Id extends `${string} ${infer Path}`
  ? { [Name in PlaceholdersOf<Path>]: string }
  : never;

/** The JSON body a route reads, or undefined when it reads none. */
export type RouteBody<Id extends TableRouteId> =
  ContractOf<Id> extends { body: infer Schema extends z.ZodMiniType } ? z.input<Schema> : undefined;

/** A value as a sender may hold it: the client only reads a body, so read-only lists and objects are as good. */
type ReadOnly<Value> = Value extends readonly (infer Item)[]
  ? readonly ReadOnly<Item>[]
  : Value extends object
    ? { readonly [Name in keyof Value]: ReadOnly<Value[Name]> }
    : Value;

/**
 * A route's query: each value as its schema takes it, a free-text value also as a number (the client
 * writes every value as text); undefined ones are left out.
 */
type RouteQuery<Id extends TableRouteId> =
  ContractOf<Id> extends { query: infer Schema extends z.ZodMiniType }
    ? { [Name in keyof z.input<Schema>]: QueryValue<z.input<Schema>[Name]> }
    : undefined;

type QueryValue<Value> = Value extends string ? (string extends Value ? string | number : Value) : Value;

/** The body of a success: a schema's output, no content, or the text of an XML document. */
type SuccessBody<Answer> = Answer extends z.ZodMiniType
  ? z.output<Answer>
  : Answer extends 'empty'
    ? undefined
    : Answer extends 'xml'
      ? string
      : never;

type SuccessStatus = 200 | 201 | 202 | 204;

/** What a route answers on success (its 2xx answers; any other status is an error). */
export type RouteAnswer<Id extends TableRouteId> =
  ContractOf<Id> extends { responses: infer Responses extends object }
    ? SuccessBody<Responses[Extract<keyof Responses, SuccessStatus>]>
    : never;

/** The parts of a request a route takes: each is required when the route needs it, refused when it reads none. */
export type RouteRequestParts<Id extends TableRouteId> = Id extends TableRouteId ? RequestPartsOf<Id> : never;

type RequestPartsOf<Id extends TableRouteId> = (RouteBody<Id> extends undefined
  ? { body?: undefined }
  : ContractOf<Id> extends { bodyOptional: true }
    ? { body?: ReadOnly<RouteBody<Id>> }
    : { body: ReadOnly<RouteBody<Id>> }) &
  (RouteQuery<Id> extends undefined
    ? { query?: undefined }
    : Partial<RouteQuery<Id>> extends RouteQuery<Id>
      ? { query?: RouteQuery<Id> }
      : { query: RouteQuery<Id> }) &
  ([keyof RouteParams<Id>] extends [never] ? { params?: undefined } : { params: RouteParams<Id> });
