import { GetObjectCommand, ListObjectVersionsCommand } from '@aws-sdk/client-s3';
import type { TermKind } from '#shared/blog.ts';
import { COLLECTIONS, type CollectionId, type CollectionIndex, type DocumentNode, indexPath } from '#shared/content.ts';
import { PROJECT_VISIBILITY } from '#shared/projects.ts';
import { NOT_FOUND_PAGE_PATH, STATIC_PAGE_PATHS } from '#shared/rendered-pages.ts';
import { s3 } from '../aws/s3';
import { listNodes } from '../blog/nodes';
import { listPostsByStatus } from '../blog/posts';
import { config } from '../config';
import { listProjectsByVisibility } from '../projects/projects';
import { collectionBasePath } from './dependants';

const PAGE_SIZE = 100;

/** Every item of a paged list, page after page. */
async function readAll<Item>(
  list: (request: { limit: number; cursor: string | null }) => Promise<{ items: Item[]; cursor: string | null }>,
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  do {
    const page = await list({ limit: PAGE_SIZE, cursor });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

const indexKey = (collection: CollectionId) => indexPath(collection).replace(/^\//, '');

/** A JSON object of the content bucket (its newest version, or one version), or undefined when there is none. */
async function readContentJson<Value>(Key: string, VersionId?: string): Promise<Value | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: config.contentBucket, Key, VersionId }));
    return JSON.parse((await object.Body?.transformToString('utf-8')) ?? '') as Value;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
}

/** A collection's index as the content function stored it, or undefined before the first build. */
const readCollectionIndex = (collection: CollectionId) => readContentJson<CollectionIndex>(indexKey(collection));

/** How far back a write is looked for among its object's versions (newest first): far more than a burst of writes. */
const VERSIONS_SEARCHED = 100;

/**
 * One write of a JSON object of the content bucket (which keeps versions): the version it wrote
 * and the one before it. `before` is undefined when there was none, when the object was ever
 * deleted (the order of a delete marker among the versions is not told), or when the write is
 * not among the newest versions; then `after` is the newest.
 */
export async function readContentWrite<Value>(
  Key: string,
  versionId: string,
): Promise<{ before?: Value; after?: Value }> {
  const listed = await s3.send(
    new ListObjectVersionsCommand({ Bucket: config.contentBucket, Prefix: Key, MaxKeys: VERSIONS_SEARCHED }),
  );
  // Newest first, as S3 lists one key's versions.
  const versions = (listed.Versions ?? []).filter((version) => version.Key === Key);
  const deleted = (listed.DeleteMarkers ?? []).some((marker) => marker.Key === Key);
  const at = versions.findIndex((version) => version.VersionId === versionId);
  if (at === -1) return { after: await readContentJson<Value>(Key) };
  const previous = deleted ? undefined : versions[at + 1]?.VersionId;
  const [before, after] = await Promise.all([
    previous ? readContentJson<Value>(Key, previous) : undefined,
    readContentJson<Value>(Key, versionId),
  ]);
  return { before, after };
}

/** One write of a collection's index (readContentWrite): what the renderer compares (index-changes.ts). */
export const readIndexWrite = (collection: CollectionId, versionId: string) =>
  readContentWrite<CollectionIndex>(indexKey(collection), versionId);

/** A public page and when what it shows last changed (ISO), when that is known. */
export interface PageEntry {
  path: string;
  lastmod?: string;
}

/** The newest of some dates (ISO strings sort as dates). */
const newest = (dates: ReadonlyArray<string | null | undefined>) =>
  dates
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);

/** Every page of a collection with its last change: its own, each folder's (its newest document) and each document's. */
async function collectionEntries(collection: CollectionId): Promise<PageEntry[]> {
  const index = await readCollectionIndex(collection);
  const entries: PageEntry[] = [];
  const walk = (nodes: readonly DocumentNode[]): Array<string | undefined> =>
    nodes.flatMap((node) => {
      const below = walk(node.children ?? []);
      const lastmod = node.type === 'file' ? (node.updatedAt ?? node.createdAt ?? index?.generatedAt) : newest(below);
      entries.push({ path: node.to, lastmod });
      return [lastmod];
    });
  const all = walk(index?.subMenu ?? []);
  entries.unshift({ path: collectionBasePath(collection), lastmod: newest(all) ?? index?.generatedAt });
  return entries;
}

/** Every page of a collection: its own, each folder's and each document's. */
export async function pagesOfCollection(collection: CollectionId): Promise<string[]> {
  return (await collectionEntries(collection)).map((entry) => entry.path);
}

type PublishedPost = Awaited<ReturnType<typeof listPostsByStatus>>['items'][number];
type TermNode = Awaited<ReturnType<typeof listNodes>>['items'][number];

/** The ids of the terms of one kind that published posts are filed under, each with its posts' newest change. */
function termsInUse(posts: readonly PublishedPost[], kind: TermKind): Map<string, string | undefined> {
  const inUse = new Map<string, string | undefined>();
  for (const post of posts) {
    const terms = kind === 'topic' ? (post.topic ? [post.topic] : []) : kind === 'tag' ? post.tags : post.categories;
    for (const term of terms ?? []) inUse.set(term.id, newest([inUse.get(term.id), post.updatedAt]));
  }
  return inUse;
}

/**
 * The pages of one kind of term: its index (always, listing what has posts) and the page of each
 * term that has a published post, last changed with the term itself or one of its posts. A term
 * with none has no page (docs/rendering.md, "Which pages").
 */
function termEntries(base: string, nodes: readonly TermNode[], inUse: Map<string, string | undefined>): PageEntry[] {
  const pages = nodes.flatMap((node) =>
    inUse.has(node.nodeId)
      ? [{ path: `${base}/${node.slug}`, lastmod: newest([node.updatedAt, inUse.get(node.nodeId)]) }]
      : [],
  );
  return [{ path: base, lastmod: newest(pages.map((page) => page.lastmod)) }, ...pages];
}

/**
 * Every public page with its last change: the fixed pages (the site's newest change), the posts
 * list and every published post, the projects list and every public project, the indexes of
 * topics, tags and categories and the page of each one a published post is filed under, and every
 * page of the six collections. The rendered pages, and /sitemap.xml.
 */
export async function publicPageEntries(): Promise<PageEntry[]> {
  const [posts, projects, topics, tags, categories] = await Promise.all([
    readAll((request) => listPostsByStatus('published', request)),
    readAll((request) => listProjectsByVisibility(PROJECT_VISIBILITY.public, request)),
    readAll((request) => listNodes('topic', request)),
    readAll((request) => listNodes('tag', request)),
    readAll((request) => listNodes('category', request)),
  ]);
  const collections = (await Promise.all(COLLECTIONS.map(({ id }) => collectionEntries(id)))).flat();
  const postEntries = posts.map((post) => ({ path: `/posts/${post.slug}`, lastmod: post.updatedAt }));
  const projectEntries = projects.map((project) => ({
    path: `/projects/${project.projectId}`,
    lastmod: project.updatedAt,
  }));
  const items = [...postEntries, ...projectEntries, ...collections];
  const siteChanged = newest(items.map((entry) => entry.lastmod));
  const postsChanged = newest(postEntries.map((entry) => entry.lastmod)) ?? siteChanged;
  const terms = [
    ...termEntries('/topics', topics, termsInUse(posts, 'topic')),
    ...termEntries('/tags', tags, termsInUse(posts, 'tag')),
    ...termEntries('/categories', categories, termsInUse(posts, 'category')),
  ].map((entry) => ({ path: entry.path, lastmod: entry.lastmod ?? postsChanged }));
  return onePerPath([
    ...STATIC_PAGE_PATHS.map((path) => ({ path, lastmod: siteChanged })),
    { path: '/posts', lastmod: postsChanged },
    ...postEntries,
    { path: '/projects', lastmod: newest(projectEntries.map((entry) => entry.lastmod)) ?? siteChanged },
    ...projectEntries,
    ...terms,
    ...collections,
  ]);
}

/**
 * One entry per path, in the order first met, with the newest change of those that share it: the
 * projects list and the project write-ups collection both live at `/projects`, one page.
 */
function onePerPath(entries: readonly PageEntry[]): PageEntry[] {
  const byPath = new Map<string, PageEntry>();
  for (const entry of entries) {
    const met = byPath.get(entry.path);
    byPath.set(entry.path, met ? { path: entry.path, lastmod: newest([met.lastmod, entry.lastmod]) } : entry);
  }
  return [...byPath.values()];
}

/** Every page to render (`npm run render:all`, and after each deploy): the public pages and the not-found page. */
export async function allPublicPages(): Promise<string[]> {
  return [...(await publicPageEntries()).map((entry) => entry.path), NOT_FOUND_PAGE_PATH];
}
