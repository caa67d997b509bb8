import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue as StreamAttributeValue } from 'aws-lambda';
import { COLLECTIONS, CONTENT_KEY_PREFIX, type CollectionId, INDEX_FOLDER, RENDERED_FOLDER } from '#shared/content.ts';
import { PROJECT_VISIBILITY } from '#shared/projects.ts';

/**
 * Which rendered pages show an item, so a change to it re-renders exactly those. Each
 * rule names the pages that showed the item before the change and the ones that show it after:
 * a post that moves to another topic leaves the old topic's page and joins the new one's.
 */

type Item = Record<string, unknown>;
type Image = Record<string, StreamAttributeValue> | undefined;

/** A stored item as DynamoDB Streams carries it (NEW_AND_OLD_IMAGES), read back to plain values. */
function itemOf(image: Image): Item | undefined {
  return image ? (unmarshall(image as never) as Item) : undefined;
}

/**
 * The ElectroDB entities (`__edb_e__`) whose items are on rendered pages: the ones
 * pagesOfStreamRecord names below. A stream record of any other entity (sessions, counters, page
 * views) renders nothing, so the table stream's event filter (infra/constructs/page-renderer.ts)
 * passes only records whose new or old image is one of these; this function still judges each one.
 * A `mediaUsage` (one place an uploaded image is shown) names its pages only when its image
 * changed or was deleted, which marks the use `imageChangedAt` (lib/media/media-usage.ts).
 */
export const RENDERED_ENTITIES = ['post', 'project', 'blogNode', 'mediaUsage'] as const;

const entityOf = (item: Item | undefined) => item?.__edb_e__ as string | undefined;
const isActive = (item: Item | undefined) => item !== undefined && item.lifecycle !== 'deleted';

/** Fields whose change alone shows on no rendered page (a view count follows on the page itself). */
const UNSHOWN_FIELDS = new Set(['viewCount', 'updatedAt', 'updatedBy', 'version', '__edb_v__']);

function changedOnlyUnshownFields(before: Item | undefined, after: Item | undefined): boolean {
  if (!before || !after) return false;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    if (UNSHOWN_FIELDS.has(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) return false;
  }
  return true;
}

interface TermRefValue {
  id?: string;
  slug?: string;
}

/** Where each kind of term has its public page of posts (`/topics/{slug}`) and its index (`/topics`). */
const TERM_PAGES_BASE = { topic: '/topics', tag: '/tags', category: '/categories' } as const;
type PageTermKind = keyof typeof TERM_PAGES_BASE;

const isPublished = (post: Item | undefined) => isActive(post) && post?.status === 'published';

/** The terms a post is filed under, by kind: its topic, its tags and its categories. */
function termsOfPost(post: Item): Array<{ kind: PageTermKind; term: TermRefValue }> {
  const topic = post.topic as TermRefValue | undefined | null;
  const listed = (kind: PageTermKind, terms: unknown) =>
    ((terms as TermRefValue[] | undefined) ?? []).map((term) => ({ kind, term }));
  return [
    ...(topic ? [{ kind: 'topic' as const, term: topic }] : []),
    ...listed('tag', post.tags),
    ...listed('category', post.categories),
  ];
}

/** The pages a published post is on: its own, the posts list, its topic's, its tags' and its categories'. */
export function pagesOfPost(post: Item | undefined): string[] {
  if (!isPublished(post) || !post) return [];
  const pages = [`/posts/${post.slug}`, '/posts'];
  for (const { kind, term } of termsOfPost(post)) if (term.slug) pages.push(`${TERM_PAGES_BASE[kind]}/${term.slug}`);
  return pages;
}

/** The terms of a post that count it on the indexes (a published post's), one string per term, sorted. */
function countedTermsOf(post: Item | undefined): string[] {
  if (!isPublished(post) || !post) return [];
  return termsOfPost(post)
    .map(({ kind, term }) => `${kind}:${term.id ?? term.slug}`)
    .sort();
}

/**
 * The indexes whose counts a post's change moves: those of the kinds of term it joined or left as
 * a published post (published, unpublished, deleted, or filed elsewhere). A published post's own
 * edits (title, body) leave the counts, and the indexes, as they were.
 */
function indexesOfPostChange(before: Item | undefined, after: Item | undefined): string[] {
  const was = countedTermsOf(before);
  const is = countedTermsOf(after);
  const moved = [...was.filter((term) => !is.includes(term)), ...is.filter((term) => !was.includes(term))];
  return [...new Set(moved.map((term) => TERM_PAGES_BASE[term.split(':')[0] as PageTermKind]))];
}

/**
 * The pages a topic, tag or category has: its own page of posts and its kind's index (which shows
 * its name). Sitemap items have none.
 */
function pagesOfNode(node: Item | undefined): string[] {
  const kind = node?.kind as string | undefined;
  if (!node || !kind || !(kind in TERM_PAGES_BASE)) return [];
  const base = TERM_PAGES_BASE[kind as PageTermKind];
  return [`${base}/${node.slug}`, base];
}

/** The pages a public project is on: its own and the projects list. */
export function pagesOfProject(project: Item | undefined): string[] {
  if (!isActive(project) || project?.visibility !== PROJECT_VISIBILITY.public) return [];
  return [`/projects/${project.projectId}`, '/projects'];
}

/**
 * The pages to render again after one stream record. A page that showed the item and no longer
 * does is rendered too: it then answers 404 (a post unpublished, a project made private).
 */
export function pagesOfStreamRecord(oldImage: Image, newImage: Image): string[] {
  const before = itemOf(oldImage);
  const after = itemOf(newImage);
  if (changedOnlyUnshownFields(before, after)) return [];
  const entity = entityOf(after) ?? entityOf(before);
  // A page that shows an item that is gone is rendered again too, so it answers 404.
  const both = (pagesOf: (item: Item | undefined) => string[], shown: (item: Item | undefined) => boolean) => {
    const pages = [...pagesOf(before), ...pagesOf(after)];
    const wasShown = before && shown(before);
    return wasShown && !shown(after) ? [...pages, ...pagesOf({ ...before, lifecycle: 'active' })] : pages;
  };
  switch (entity) {
    case 'post':
      return [
        ...new Set([
          ...both(pagesOfPost, (item) => pagesOfPost(item).length > 0),
          ...indexesOfPostChange(before, after),
        ]),
      ];
    case 'project':
      return [...new Set(both(pagesOfProject, (item) => pagesOfProject(item).length > 0))];
    case 'blogNode':
      return [...new Set([...pagesOfNode(before), ...pagesOfNode(after)])];
    case 'mediaUsage':
      // Its pages show an image that changed or is now deleted; every other write of a use follows
      // a save of the content, whose own record renders the pages.
      return after?.imageChangedAt !== undefined && after.imageChangedAt !== before?.imageChangedAt
        ? [...((after.pages as string[] | undefined) ?? [])]
        : [];
    default:
      return [];
  }
}

/**
 * The entity of accounts. A person is shown on rendered pages (a project's owner and members, a
 * post's author) unless their account is deleted, so an account deleted, restored or removed
 * changes the pages that show it (render/people-pages.ts reads which). The table stream's filter
 * passes those records only: an account's sign-ins and other changes render nothing.
 */
export const PERSON_ENTITY = 'user';

const isShownPerson = (item: Item | undefined) => item !== undefined && item.isDeleted !== true;

/**
 * The account whose pages one stream record changes: deleted or removed while it was shown, or
 * restored; undefined for any other record (a sign-in, a new account, which no page shows yet, a
 * deleted account's own changes, an item of another entity).
 */
export function personOfStreamRecord(oldImage: Image, newImage: Image): string | undefined {
  const before = itemOf(oldImage);
  const after = itemOf(newImage);
  if (entityOf(before) !== PERSON_ENTITY || isShownPerson(before) === isShownPerson(after)) return undefined;
  return typeof before?.userId === 'string' ? before.userId : undefined;
}

/** `/tech-docs`, `/projects` (write-ups), `/changelogs`: where a collection's pages live. */
export function collectionBasePath(collection: CollectionId): string {
  return `/${collection}`;
}

const isCollection = (value: string): value is CollectionId => COLLECTIONS.some(({ id }) => id === value);

/**
 * What a change of a content object means for the pages: a collection's index changed (every page
 * of the collection may list the change: all of them), or one document's rendered HTML changed (its
 * page and the folders above it). Markdown objects themselves are not pages: the content function
 * turns them into these two, and those writes are what the renderer follows, so a page is never
 * rendered from an index that does not have the document yet.
 */
export type ContentChange =
  | { kind: 'collection'; collection: CollectionId }
  | { kind: 'document'; collection: CollectionId; pages: string[] };

export function contentChangeOf(key: string): ContentChange | undefined {
  if (!key.startsWith(CONTENT_KEY_PREFIX)) return undefined;
  const rest = key.slice(CONTENT_KEY_PREFIX.length);
  const index = new RegExp(`^${INDEX_FOLDER}/([^/]+)\\.json$`).exec(rest);
  if (index?.[1] && isCollection(index[1])) return { kind: 'collection', collection: index[1] };
  if (!rest.startsWith(`${RENDERED_FOLDER}/`)) return undefined;
  const [collection, ...segments] = rest
    .slice(RENDERED_FOLDER.length + 1)
    .replace(/\.json$/, '')
    .split('/');
  if (!collection || !isCollection(collection) || segments.length === 0) return undefined;
  const base = collectionBasePath(collection);
  // The document and every folder above it, up to the collection's own page.
  const pages = segments.map((_, depth) => [base, ...segments.slice(0, depth + 1)].join('/'));
  return { kind: 'document', collection, pages: [base, ...pages] };
}
