import type { Term, TermKind } from '#shared/blog.ts';

/** The fields of the one form for topics, tags and categories. */
export interface TermFormValues {
  name: string;
  slug: string;
  description: string;
  /** The parent's id, or '' for the top level. */
  parentId: string;
}

export function termFormValues(term?: Term): TermFormValues {
  return {
    name: term?.name ?? '',
    slug: term?.slug ?? '',
    description: term?.description ?? '',
    parentId: term?.parentId ?? '',
  };
}

/**
 * The body of `POST`/`PUT` for the kind: a topic names its parent `parentTopicId`, tags
 * and categories `parentId`. A blank slug is left out (derived from the name), the description is
 * always sent so that emptying it clears it, an edit carries its version.
 */
export function termRequestOf(kind: TermKind, values: TermFormValues, version?: number) {
  const slug = values.slug.trim();
  const parent = values.parentId || null;
  return {
    name: values.name,
    ...(slug ? { slug } : {}),
    description: values.description,
    ...(kind === 'topic' ? { parentTopicId: parent } : { parentId: parent }),
    ...(version === undefined ? {} : { version }),
  };
}

/** Form field names for the schema's: a topic's `parentTopicId` error belongs on the parent select. */
export function termFieldName(field: string): string {
  return field === 'parentTopicId' ? 'parentId' : field;
}
