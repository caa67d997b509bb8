import * as z from 'zod/mini';
import type { AnalyticsSummary, VisitorStats } from '../analytics';
import type { ConsentSaved } from '../consent';
import {
  COLLECTIONS,
  CONTENT_FILE_STATUSES,
  type CollectionId,
  type ContentDocument,
  type ContentDocumentSaved,
  type ContentVersion,
  type DeletedDocument,
  type DocumentPendingChanges,
  type DocumentSubmission,
} from '../content';
import { DASHBOARD_KINDS, type DashboardKind, type DashboardKindSummary, type DashboardSummary } from '../dashboard';
import type { HealthReport } from '../health';
import { answer, errorAnswer, page, timestamp } from './schema-registry';

/** Answers of health, analytics, the dashboard, consent and content. */
export const healthReport = answer(
  'HealthReport',
  z.strictObject({
    status: z.enum(['healthy', 'unhealthy']),
    timestamp,
    version: z.string(),
    dependencies: z.array(
      z.strictObject({
        name: z.string(),
        status: z.enum(['healthy', 'unhealthy']),
        latencyMs: z.number(),
        error: z.optional(z.string()),
      }),
    ),
    error: z.optional(z.string()),
  }),
  'Each dependency with its latency; a failed one names only the error class.',
) satisfies z.ZodMiniType<HealthReport>;

export const unhealthyAnswer = answer(
  'UnhealthyAnswer',
  z.union([healthReport, errorAnswer]),
  'The report with the unhealthy dependencies, or the bare error of any other 503.',
);

export const visitorStats = answer(
  'VisitorStats',
  z.strictObject({ totalVisitors: z.int() }),
) satisfies z.ZodMiniType<VisitorStats>;

export const pageViewRecorded = answer(
  'PageViewRecorded',
  z.strictObject({ path: z.string(), day: z.string(), views: z.int(), newVisitor: z.boolean() }),
  'The path’s views of the UTC day so far, and whether the session counted as a new visitor.',
);

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const analyticsSummary = answer(
  'AnalyticsSummary',
  z.strictObject({
    days: z.int(),
    from: day,
    to: day,
    totalViews: z.int(),
    daily: z.array(z.strictObject({ day, views: z.int() })),
    topPaths: z.array(z.strictObject({ path: z.string(), views: z.int() })),
  }),
) satisfies z.ZodMiniType<AnalyticsSummary>;

const kindSummary = z.strictObject({
  count: z.int(),
  breakdown: z.record(z.string(), z.int()),
  items: z.array(
    z.strictObject({ id: z.string(), label: z.string(), detail: z.optional(z.string()), createdAt: z.string() }),
  ),
  itemsOrder: z.enum(['newest', 'name', 'sitemap']),
}) satisfies z.ZodMiniType<DashboardKindSummary>;

export const dashboardSummary = answer(
  'DashboardSummary',
  z.strictObject({
    kinds: z.strictObject(
      Object.fromEntries(DASHBOARD_KINDS.map((kind) => [kind, kindSummary])) as Record<
        DashboardKind,
        typeof kindSummary
      >,
    ),
    generatedAt: timestamp,
  }),
) satisfies z.ZodMiniType<DashboardSummary>;

export const consentSaved = answer(
  'ConsentSaved',
  z.strictObject({ id: z.string(), recordedAt: timestamp }),
) satisfies z.ZodMiniType<ConsentSaved>;

export const markdownFileCreated = answer(
  'MarkdownFileCreated',
  z.strictObject({
    collection: z.enum(COLLECTIONS.map((collection) => collection.id) as [string, ...string[]]),
    filepath: z.string(),
    to: z.string(),
    status: z.enum(['pending', 'published']),
  }),
  'Where the new document is: its path in the collection and its page on the site. `pending`: a plain ' +
    'user’s document, off the site until an editor approves it; `published`: on the site now.',
);

const collectionId = z.enum(COLLECTIONS.map((collection) => collection.id) as [CollectionId, ...CollectionId[]]);

export const contentDocument = answer(
  'ContentDocument',
  z.strictObject({
    collection: collectionId,
    path: z.string(),
    markdown: z.string(),
    versionId: z.string(),
    lastModified: timestamp,
  }),
  'A version of a document: its path in the collection without `.md`, its markdown and its version id.',
) satisfies z.ZodMiniType<ContentDocument>;

export const contentDocumentSaved = answer(
  'ContentDocumentSaved',
  z.strictObject({ collection: collectionId, path: z.string(), versionId: z.string(), lastModified: timestamp }),
  'The version the save or restore made, now the current one.',
) satisfies z.ZodMiniType<ContentDocumentSaved>;

const pendingChanges = answer(
  'DocumentPendingChanges',
  z.strictObject({
    collection: collectionId,
    path: z.string(),
    markdown: z.string(),
    baseVersionId: z.string(),
    savedAt: timestamp,
    savedBy: z.string(),
    savedByName: z.string(),
  }),
  'An editor’s unpublished changes to a document over the version `baseVersionId`; the live document is unchanged.',
) satisfies z.ZodMiniType<DocumentPendingChanges>;

export const documentPendingChanges = answer(
  'DocumentPendingChangesKept',
  z.strictObject({ pending: pendingChanges }),
  'The caller’s unpublished changes to the document, as just kept.',
);

export const documentPendingChangesOrNone = answer(
  'DocumentPendingChangesOrNone',
  z.strictObject({ pending: z.nullable(pendingChanges) }),
  'The caller’s unpublished changes to the document, or null when there are none.',
);

export const contentVersions = answer(
  'ContentVersions',
  z.strictObject({
    versions: z.array(
      z.strictObject({
        versionId: z.string(),
        lastModified: timestamp,
        size: z.int(),
        editedBy: z.nullable(z.string()),
      }),
    ),
  }),
  'A document’s versions, newest first (at most 100); `editedBy` is null for versions from the repository.',
) satisfies z.ZodMiniType<{ versions: ContentVersion[] }>;

export const deletedDocuments = answer(
  'DeletedDocuments',
  z.strictObject({
    documents: z.array(z.strictObject({ path: z.string(), deletedAt: timestamp, deletedBy: z.nullable(z.string()) })),
  }),
  'The collection’s deleted documents, newest deletion first; `deletedBy` is null when the site has no record of it.',
) satisfies z.ZodMiniType<{ documents: DeletedDocument[] }>;

export const documentSubmission = answer(
  'DocumentSubmission',
  z.strictObject({
    collection: collectionId,
    path: z.string(),
    status: z.enum(CONTENT_FILE_STATUSES),
    to: z.string(),
    submittedAt: timestamp,
    submittedBy: z.string(),
    markdown: z.optional(z.string()),
    reviewedAt: z.optional(timestamp),
    reviewedBy: z.optional(z.string()),
    reason: z.optional(z.string()),
  }),
  'A document created through the site: where it goes, its status, who submitted and reviewed it, and its ' +
    'markdown while it is not published.',
) satisfies z.ZodMiniType<DocumentSubmission>;

export const documentSubmissionPage = answer(
  'DocumentSubmissionPage',
  page(documentSubmission),
  'One page of documents created through the site; `cursor` goes on to the next.',
);
