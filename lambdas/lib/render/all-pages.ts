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

/** Every page of a collection: its own, each folder's and each document's. */
export async function pagesOfCollection(collection: CollectionId): Promise<string[]> {
  const pages = [collectionBasePath(collection)];
  const walk = (nodes: readonly DocumentNode[]) => {
    for (const node of nodes) {
      pages.push(node.to);
      walk(node.children ?? []);
    }
  };
  walk((await readCollectionIndex(collection))?.subMenu ?? []);
  return pages;
}

/**
 * Every public page (`npm run render:all`, and after each deploy): the fixed pages, the posts
 * list and every published post, the projects list and every public project, every topic's and
 * tag's page, every page of the six collections, and the not-found page.
 */
export async function allPublicPages(): Promise<string[]> {
  const [posts, projects, topics, tags] = await Promise.all([
    readAll((request) => listPostsByStatus('published', request)),
    readAll((request) => listProjectsByVisibility(PROJECT_VISIBILITY.public, request)),
    readAll((request) => listNodes('topic', request)),
    readAll((request) => listNodes('tag', request)),
  ]);
  const collections = await Promise.all(COLLECTIONS.map(({ id }) => pagesOfCollection(id)));
  return [
    ...STATIC_PAGE_PATHS,
    '/posts',
    ...posts.map((post) => `/posts/${post.slug}`),
    '/projects',
    ...projects.map((project) => `/projects/${project.projectId}`),
    ...topics.map((topic) => `/topics/${topic.slug}`),
    ...tags.map((tag) => `/tags/${tag.slug}`),
    ...collections.flat(),
    NOT_FOUND_PAGE_PATH,
  ];
}
