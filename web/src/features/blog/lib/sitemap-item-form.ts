import type { ChangeFrequency, SitemapItem } from '#shared/blog.ts';

/** The sitemap item form's fields, as typed (numbers are parsed when the request is built). */
export interface SitemapItemFormValues {
  title: string;
  slug: string;
  url: string;
  description: string;
  parentId: string;
  sortOrder: string;
  changeFrequency: ChangeFrequency;
  priority: string;
}

export function sitemapItemFormValues(item?: SitemapItem): SitemapItemFormValues {
  return {
    title: item?.title ?? '',
    slug: item?.slug ?? '',
    url: item?.url ?? '',
    description: item?.description ?? '',
    parentId: item?.parentId ?? '',
    sortOrder: String(item?.sortOrder ?? 0),
    changeFrequency: item?.changeFrequency ?? 'monthly',
    priority: String(item?.priority ?? 0.5),
  };
}

/** A typed number, undefined when blank; text that is not a number stays text so the schema names the field. */
function numberOf(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** The body of `POST`/`PUT /sitemapitems`; a blank slug is left out, an edit carries its version. */
export function sitemapItemRequestOf(values: SitemapItemFormValues, version?: number) {
  const slug = values.slug.trim();
  return {
    title: values.title,
    ...(slug ? { slug } : {}),
    url: values.url.trim(),
    description: values.description,
    parentId: values.parentId || null,
    sortOrder: numberOf(values.sortOrder),
    changeFrequency: values.changeFrequency,
    priority: numberOf(values.priority),
    ...(version === undefined ? {} : { version }),
  };
}
