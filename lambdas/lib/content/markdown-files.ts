import { HeadObjectCommand, NotFound } from '@aws-sdk/client-s3';
import { CONTENT_KEY_PREFIX, type CollectionId, type ContentFileStatus } from '#shared/content.ts';
import { s3 } from '../aws/s3';
import { config } from '../config';
import { ContentFile } from '../db/entities/content-file';
import { isConditionFailure } from '../db/transactions';
import { ConflictingWriteError } from '../errors';
import { putDocument, rebuildCollection } from './collection-store';

const FILE_EXISTS = 'A file with this name already exists in this folder.';

export interface NewMarkdownFile {
  collection: CollectionId;
  folder?: string[];
  name: string;
  markdown: string;
  description?: string;
}

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
function composeDocument(name: string, markdown: string, description: string | undefined, now: Date): string {
  const body = markdown.replace(/\r\n/g, '\n').trim();
  const headingMatch = /^#\s+.+$/m.exec(body.split('\n', 1)[0] ?? '');
  const heading = headingMatch ? headingMatch[0] : `# ${name.replace(/-/g, ' ')}`;
  const rest = headingMatch ? body.slice(heading.length).trimStart() : body;
  const day = now.toISOString().slice(0, 10);
  const metadata = [description ? `description: ${description}` : undefined, `created: ${day}`, `updated: ${day}`];
  return [heading, ...metadata.filter(Boolean), '', rest, ''].join('\n');
}

/** The claim an earlier create left on a name, read consistently; undefined when there is none. */
async function currentClaim(key: string) {
  const { data } = await ContentFile.get({ key }).go({ consistent: true });
  return data ?? undefined;
}

/**
 * Claim a file's name with its record, unless the bucket already holds a file there; answers when
 * the claim was made. A pending document is written on its record instead of the bucket, so a
 * submission holds its name while it waits. A rejected submission gives its name up: a new create
 * (its author's next try, or anyone's) takes the record over. A retry of the same create (the same
 * `createId`) whose earlier try made the claim, and perhaps wrote the file, before its answer was
 * lost gets that claim back, so it finishes the create rather than meeting itself as "already
 * exists".
 */
async function claimName(
  key: string,
  claim: { createdBy: string; createId: string | undefined; status: ContentFileStatus },
  compose: (createdAt: Date) => string,
): Promise<Date> {
  const now = new Date();
  const record = {
    key,
    createdBy: claim.createdBy,
    createdAt: now.toISOString(),
    createId: claim.createId,
    status: claim.status,
    markdown: claim.status === 'pending' ? compose(now) : undefined,
  };
  let taken: unknown;
  if (!(await existsInBucket(key))) {
    try {
      await ContentFile.create(record).go();
      return now;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      taken = error;
    }
    const rejected = await currentClaim(key);
    if (rejected?.status === 'rejected') {
      try {
        await ContentFile.put(record)
          .where((attributes, { eq }) => eq(attributes.status, 'rejected'))
          .go();
        return now;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        taken = error;
      }
    }
  }
  if (claim.createId) {
    const earlier = await currentClaim(key);
    if (earlier?.createId === claim.createId && earlier.createdBy === claim.createdBy)
      return new Date(earlier.createdAt);
  }
  throw new ConflictingWriteError(FILE_EXISTS, { cause: taken });
}

/**
 * Create a markdown document in a collection. It never replaces an existing file: a bucket check
 * for deployed files plus a DynamoDB record for concurrent creates (the local S3 ignores
 * conditional writes). Published at once (`publish`: editors and admins), it is written to the
 * bucket, the collection index is rebuilt and the document rendered, so it appears at once;
 * otherwise it waits on its record as a submission (status `pending`), off the public site, until an
 * editor reviews it (./submissions.ts). With `createId` (the same for every retry of one create:
 * lib/idempotency/create-id.ts), a retry finishes what an earlier try of it started (the claim, the
 * file, the index) and answers as that try would have.
 */
export async function createMarkdownFile(
  file: NewMarkdownFile,
  author: { userId: string; publish: boolean },
  createId?: string,
): Promise<{ collection: CollectionId; filepath: string; status: ContentFileStatus }> {
  const filepath = [...(file.folder ?? []), `${file.name}.md`].join('/');
  const key = `${CONTENT_KEY_PREFIX}${file.collection}/${filepath}`;
  const compose = (createdAt: Date) => composeDocument(file.name, file.markdown, file.description, createdAt);
  const status: ContentFileStatus = author.publish ? 'published' : 'pending';
  const claimedAt = await claimName(key, { createdBy: author.userId, createId, status }, compose);
  if (status === 'published') {
    await putDocument(key, compose(claimedAt), author.userId);
    await rebuildCollection(file.collection, [filepath]);
  }
  return { collection: file.collection, filepath, status };
}
