import { GetObjectCommand, ListObjectVersionsCommand } from '@aws-sdk/client-s3';
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

/** A collection's index as the content function stored it (its newest, or one version), or undefined before the first build. */
async function readCollectionIndex(collection: CollectionId, VersionId?: string): Promise<CollectionIndex | undefined> {
  try {
    const object = await s3.send(
      new GetObjectCommand({ Bucket: config.contentBucket, Key: indexKey(collection), VersionId }),
    );
    return JSON.parse((await object.Body?.transformToString('utf-8')) ?? '') as CollectionIndex;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
}

/** How far back a write of an index is looked for among its versions (newest first): far more than a burst of writes. */
const INDEX_VERSIONS_SEARCHED = 100;

/**
 * One write of a collection's index: the version it wrote and the one before it (the content
 * bucket keeps versions). `before` is undefined when there was none, or the write is not among
 * the newest versions (then every page of the collection is rendered).
 */
export async function readIndexWrite(
  collection: CollectionId,
  versionId: string,
): Promise<{ before?: CollectionIndex; after?: CollectionIndex }> {
  const Key = indexKey(collection);
  const listed = await s3.send(
    new ListObjectVersionsCommand({ Bucket: config.contentBucket, Prefix: Key, MaxKeys: INDEX_VERSIONS_SEARCHED }),
  );
  // Newest first, as S3 lists one key's versions. An index is never deleted by the site; one that
  // was (a delete marker among its versions) is rendered whole.
  const versions = (listed.Versions ?? []).filter((version) => version.Key === Key);
  const deleted = (listed.DeleteMarkers ?? []).some((marker) => marker.Key === Key);
  const at = versions.findIndex((version) => version.VersionId === versionId);
  if (at === -1) return { after: await readCollectionIndex(collection) };
  const previous = deleted ? undefined : versions[at + 1]?.VersionId;
  const [before, after] = await Promise.all([
    previous ? readCollectionIndex(collection, previous) : undefined,
    readCollectionIndex(collection, versionId),
  ]);
  return { before, after };
}

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

/**
 * Every public page with its last change: the fixed pages (the site's newest change), the posts
 * list and every published post, the projects list and every public project, every topic's and
 * tag's page, and every page of the six collections. The rendered pages, and /sitemap.xml.
 */
export async function publicPageEntries(): Promise<PageEntry[]> {
  const [posts, projects, topics, tags] = await Promise.all([
    readAll((request) => listPostsByStatus('published', request)),
    readAll((request) => listProjectsByVisibility(PROJECT_VISIBILITY.public, request)),
    readAll((request) => listNodes('topic', request)),
    readAll((request) => listNodes('tag', request)),
  ]);
  const collections = (await Promise.all(COLLECTIONS.map(({ id }) => collectionEntries(id)))).flat();
  const postEntries = posts.map((post) => ({ path: `/posts/${post.slug}`, lastmod: post.updatedAt }));
  const projectEntries = projects.map((project) => ({
    path: `/projects/${project.projectId}`,
    lastmod: project.updatedAt,
  }));
  const items = [...postEntries, ...projectEntries, ...collections];
  const siteChanged = newest(items.map((entry) => entry.lastmod));
  return [
    ...STATIC_PAGE_PATHS.map((path) => ({ path, lastmod: siteChanged })),
    { path: '/posts', lastmod: newest(postEntries.map((entry) => entry.lastmod)) ?? siteChanged },
    ...postEntries,
    { path: '/projects', lastmod: newest(projectEntries.map((entry) => entry.lastmod)) ?? siteChanged },
    ...projectEntries,
    ...topics.map((topic) => ({ path: `/topics/${topic.slug}`, lastmod: topic.updatedAt })),
    ...tags.map((tag) => ({ path: `/tags/${tag.slug}`, lastmod: tag.updatedAt })),
    ...collections,
  ];
}

/** Every page to render (`npm run render:all`, and after each deploy): the public pages and the not-found page. */
export async function allPublicPages(): Promise<string[]> {
  return [...(await publicPageEntries()).map((entry) => entry.path), NOT_FOUND_PAGE_PATH];
}
