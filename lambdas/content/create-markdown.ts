import { HeadObjectCommand, NotFound } from '@aws-sdk/client-s3';
import { CONTENT_KEY_PREFIX, type CollectionId } from '#shared/content.ts';
import { createMarkdownSchema } from '#shared/validation/content.ts';
import { s3 } from '../lib/aws/s3';
import { config } from '../lib/config';
import { putDocument, rebuildCollection } from '../lib/content/collection-store';
import { ContentFile } from '../lib/db/entities/content-file';
import { isConditionFailure } from '../lib/db/transactions';
import { HttpError } from '../lib/errors';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { created } from '../lib/http/response';
import { validate } from '../lib/http/validate';

export const FILE_EXISTS = 'A file with this name already exists in this folder.';

async function existsInBucket(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: config.contentBucket, Key: key }));
    return true;
  } catch (error) {
    if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return false;
    throw error;
  }
}

/** The stored document: the body under a heading, with the description and dates the indexer reads. */
export function composeDocument(name: string, markdown: string, description: string | undefined, now: Date): string {
  const body = markdown.replace(/\r\n/g, '\n').trim();
  const headingMatch = /^#\s+.+$/m.exec(body.split('\n', 1)[0] ?? '');
  const heading = headingMatch ? headingMatch[0] : `# ${name.replace(/-/g, ' ')}`;
  const rest = headingMatch ? body.slice(heading.length).trimStart() : body;
  const day = now.toISOString().slice(0, 10);
  const metadata = [description ? `description: ${description}` : undefined, `created: ${day}`, `updated: ${day}`];
  return [heading, ...metadata.filter(Boolean), '', rest, ''].join('\n');
}

/**
 * `POST /api/content/files`: a signed-in user adds a markdown document. Names are validated
 * segments (no traversal), the file never replaces an existing one (a bucket check for deployed
 * files plus a DynamoDB guard item for concurrent creates, since the local S3 ignores
 * conditional writes), and the collection index is rebuilt and the document rendered so it appears at once.
 */
export const createMarkdown: RouteHandler = async ({ body, principal }) => {
  const input = validate(createMarkdownSchema, body);
  const collection = input.collection as CollectionId;
  const filepath = [...(input.folder ?? []), `${input.name}.md`].join('/');
  const key = `${CONTENT_KEY_PREFIX}${collection}/${filepath}`;

  if (await existsInBucket(key)) throw new HttpError(409, FILE_EXISTS);
  const now = new Date();
  try {
    await ContentFile.create({ key, createdBy: principal?.userId ?? 'unknown', createdAt: now.toISOString() }).go();
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new HttpError(409, FILE_EXISTS);
    }
    throw error;
  }
  await putDocument(key, composeDocument(input.name, input.markdown, input.description, now));
  await rebuildCollection(collection, [filepath]);
  return created({ collection, filepath, to: `/${collection}/${filepath.replace(/\.md$/, '')}` });
};
