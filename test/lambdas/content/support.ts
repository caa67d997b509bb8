import { randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '#lambdas/lib/aws/s3.ts';
import type { DocumentNode } from '#shared/content.ts';
import type { signedInAs } from '../../support/accounts';

/** What the content function's document tests share: the bucket, its objects, and documents as a deploy leaves them. */
export const FILES = '/api/content/files';
export type Caller = Awaited<ReturnType<typeof signedInAs>>;

export const contentBucket = () => process.env.CONTENT_BUCKET ?? '';
export const query = (fields: Record<string, string>) => `?${new URLSearchParams(fields)}`;

/** The current text of an object; undefined when there is none. */
export async function readObject(Key: string): Promise<string | undefined> {
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: contentBucket(), Key }));
    return object.Body?.transformToString('utf-8');
  } catch {
    return undefined;
  }
}

/**
 * A document as a deploy leaves it: written straight into the bucket, with no editor, under
 * `folders` (with a unique name) in `collection`.
 */
export async function deployedDocument({
  markdown = '# Deployed\n\nFrom the repository.',
  collection = 'tech-docs',
  folders = ['editing'],
}: {
  markdown?: string;
  collection?: string;
  folders?: string[];
} = {}) {
  const path = [...folders, `doc-${randomUUID().slice(0, 8)}`].join('/');
  const key = `content/${collection}/${path}.md`;
  const written = await s3.send(new PutObjectCommand({ Bucket: contentBucket(), Key: key, Body: markdown }));
  return { collection, path, key, versionId: written.VersionId as string, markdown };
}

/** The node of a collection index with the id (`collection/path`), at any depth. */
export function findNode(nodes: readonly DocumentNode[], id: string): DocumentNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inside = node.children && findNode(node.children, id);
    if (inside) return inside;
  }
  return undefined;
}
