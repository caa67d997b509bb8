import {
  COLLECTIONS,
  CONTENT_KEY_PREFIX,
  type CollectionId,
  type DocumentSubmission,
  type ReviewDecision,
} from '#shared/content.ts';
import { config } from '../config';
import { ContentFile } from '../db/entities/content-file';
import { User } from '../db/entities/user';
import { cursorAfterItem, type ExactPageRead, queryExactPage } from '../db/page';
import { isConditionFailure } from '../db/transactions';
import { ConflictingWriteError, ItemNotFoundError } from '../errors';
import { logger } from '../logger';
import { queueMail } from '../mail/outbox';
import type { PageRequest } from '../page-request';
import { putDocument, rebuildCollection } from './collection-store';
import { editorNames } from './editor-names';

const NOT_PENDING = 'No document at this path is waiting for review.';
const ALREADY_REVIEWED = 'This document was reviewed by someone else meanwhile.';

type ContentFileItem = NonNullable<Awaited<ReturnType<ReturnType<typeof ContentFile.get>['go']>>['data']>;

const keyOf = (collection: CollectionId, path: string) => `${CONTENT_KEY_PREFIX}${collection}/${path}.md`;

/** The collection and path (without `.md`) of a document's key; undefined for a key of no collection. */
function locatorOf(key: string): { collection: CollectionId; path: string } | undefined {
  const [collection, ...rest] = key.slice(CONTENT_KEY_PREFIX.length).split('/');
  const known = COLLECTIONS.find((candidate) => candidate.id === collection);
  return known && rest.length > 0 ? { collection: known.id, path: rest.join('/').replace(/\.md$/, '') } : undefined;
}

/** The records as their author and the reviewers see them, with names instead of user ids. */
async function toSubmissions(records: readonly ContentFileItem[]): Promise<DocumentSubmission[]> {
  const names = await editorNames(
    records.flatMap((record) => [record.createdBy, ...(record.reviewedBy ? [record.reviewedBy] : [])]),
  );
  return records.flatMap((record) => {
    const where = locatorOf(record.key);
    if (!where) return [];
    return [
      {
        ...where,
        status: record.status ?? 'published',
        to: `/${where.collection}/${where.path}`,
        submittedAt: record.createdAt,
        submittedBy: names.get(record.createdBy) ?? '',
        ...(record.markdown === undefined ? {} : { markdown: record.markdown }),
        ...(record.reviewedAt ? { reviewedAt: record.reviewedAt } : {}),
        ...(record.reviewedBy ? { reviewedBy: names.get(record.reviewedBy) ?? '' } : {}),
        ...(record.reason ? { reason: record.reason } : {}),
      },
    ];
  });
}

/** Where a page of documents ends, for the index it was read from. */
const cursorAfterFile = {
  byStatus: cursorAfterItem<object>(ContentFile, 'byStatus'),
  byAuthor: cursorAfterItem<object>(ContentFile, 'byAuthor'),
};

/** The documents waiting for review, oldest first (the reviewers' queue); no cursor on the last page. */
export async function listPendingDocuments({ limit, cursor }: PageRequest) {
  const page = await queryExactPage({ limit, cursor }, cursorAfterFile.byStatus, (read: ExactPageRead) =>
    ContentFile.query.byStatus({ status: 'pending' }).go({ order: 'asc', ...read }),
  );
  return { items: await toSubmissions(page.items), cursor: page.cursor };
}

/** The documents a user created through the site, newest first, whatever their status. */
export async function listSubmissionsOf(userId: string, { limit, cursor }: PageRequest) {
  const page = await queryExactPage({ limit, cursor }, cursorAfterFile.byAuthor, (read: ExactPageRead) =>
    ContentFile.query.byAuthor({ createdBy: userId }).go({ order: 'desc', ...read }),
  );
  return { items: await toSubmissions(page.items), cursor: page.cursor };
}

/** Tells the author what became of their document; a mail that cannot be queued does not undo the review. */
async function mailOutcome(record: ContentFileItem, decision: ReviewDecision, reason: string | undefined) {
  const { data: author } = await User.get({ userId: record.createdBy }).go();
  const where = locatorOf(record.key);
  if (!author || author.isDeleted || !where) return;
  const title = `${where.collection}/${where.path}`;
  const text =
    decision === 'approve'
      ? `Hello ${author.firstName},\n\nYour document ${title} was approved and is now on the site:\n${config.siteUrl}/${title}\n`
      : `Hello ${author.firstName},\n\nYour document ${title} was not published.${reason ? `\n\nThe reviewer's reason:\n${reason}` : ''}\n\nYou can change it and submit it again from ${config.siteUrl}/create-markdown; your text is kept there under "Your documents".\n`;
  try {
    await queueMail({
      kind: 'mail',
      mail: {
        to: author.email,
        subject: decision === 'approve' ? 'Your document was published' : 'Your document was not published',
        text,
      },
    });
  } catch (error) {
    logger.error('Review mail could not be queued', { key: record.key, decision, error });
  }
}

/**
 * An editor's answer to a submitted document. `approve` writes it to the bucket as its author's
 * version, rebuilds the collection's index and renders it; `reject` keeps it off the site, with the
 * reason for its author, and frees its name. The record changes first, on the condition that it is
 * still pending, so two reviewers never both decide; an approval whose write failed after that
 * (its record says published and still holds the text) is finished by approving it again. The
 * author is mailed the outcome once the rest is done.
 */
export async function reviewDocument(
  input: { collection: CollectionId; path: string; decision: ReviewDecision; reason?: string },
  reviewerId: string,
): Promise<DocumentSubmission> {
  const key = keyOf(input.collection, input.path);
  const { data: record } = await ContentFile.get({ key }).go({ consistent: true });
  const unfinishedApproval = record?.status === 'published' && record.markdown !== undefined;
  if (!record || !(record.status === 'pending' || (unfinishedApproval && input.decision === 'approve'))) {
    throw new ItemNotFoundError(NOT_PENDING);
  }
  const reviewedAt = new Date().toISOString();
  const reason = input.decision === 'reject' ? input.reason : undefined;
  try {
    await ContentFile.patch({ key })
      .set({
        status: input.decision === 'approve' ? 'published' : 'rejected',
        createdAt: record.createdAt,
        reviewedBy: reviewerId,
        reviewedAt,
        ...(reason ? { reason } : {}),
      })
      .where((attributes, { eq }) => eq(attributes.status, record.status ?? 'published'))
      .go();
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictingWriteError(ALREADY_REVIEWED, { cause: error });
    throw error;
  }
  const reviewed: ContentFileItem = { ...record, status: input.decision === 'approve' ? 'published' : 'rejected' };
  Object.assign(reviewed, { reviewedBy: reviewerId, reviewedAt, ...(reason ? { reason } : {}) });
  if (input.decision === 'approve' && record.markdown !== undefined) {
    await putDocument(key, record.markdown, record.createdBy);
    await rebuildCollection(input.collection, [`${input.path}.md`]);
    await ContentFile.patch({ key }).remove(['markdown']).go();
    delete reviewed.markdown;
  }
  await mailOutcome(record, input.decision, reason);
  const [answer] = await toSubmissions([reviewed]);
  if (!answer) throw new ItemNotFoundError(NOT_PENDING);
  return answer;
}
