import { GetObjectCommand } from '@aws-sdk/client-s3';
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

/** A collection's index as the content function stored it, or undefined before the first build. */
async function readCollectionIndex(collection: CollectionId): Promise<CollectionIndex | undefined> {
  try {
    const object = await s3.send(
      new GetObjectCommand({ Bucket: config.contentBucket, Key: indexPath(collection).replace(/^\//, '') }),
    );
    return JSON.parse((await object.Body?.transformToString('utf-8')) ?? '') as CollectionIndex;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
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
