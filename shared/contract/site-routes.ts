import * as z from 'zod/mini';
import { analyticsSummaryQuerySchema, pageViewSchema } from '../validation/analytics';
import { consentSchema } from '../validation/consent';
import { contactSchema } from '../validation/contact';
import {
  autosaveDocumentSchema,
  createMarkdownSchema,
  deletedDocumentsQuerySchema,
  documentLocatorSchema,
  documentQuerySchema,
  restoreDocumentSchema,
  reviewDocumentSchema,
  saveDocumentSchema,
} from '../validation/content';
import { projectMemberSchema, projectSchema } from '../validation/projects';
import { project, projectPage, repoLinks } from './projects';
import { pageQuery, type RouteContract, requestBody, type TableRouteId } from './route-contract';
import { answer, messageAnswer } from './schema-registry';
import {
  analyticsSummary,
  consentSaved,
  contentDocument,
  contentDocumentSaved,
  contentVersions,
  dashboardSummary,
  deletedDocuments,
  documentPendingChanges,
  documentPendingChangesOrNone,
  documentSubmission,
  documentSubmissionPage,
  healthReport,
  markdownFileCreated,
  pageViewRecorded,
  unhealthyAnswer,
  visitorStats,
} from './site';

const projectListQuery = z.object({
  ...pageQuery.def.shape,
  owner: z.optional(z.literal('me')),
  member: z.optional(z.literal('me')),
  visibility: z.optional(z.enum(['0', '1'])),
});

const openApiDocument = answer(
  'OpenApiDocument',
  z.looseObject({
    openapi: z.string().check(z.regex(/^3\.1\.\d+$/)),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  }),
  'This document (OpenAPI 3.1).',
);

/** Health, analytics, content, projects, feeds, the dashboard, consent, contact and this document. */
export const siteRoutes = {
  'GET /health': {
    summary: 'Check the API and its dependencies',
    description:
      'DynamoDB and the content bucket, checked at most every 5 s per function instance; 503 with the report when one of them is unhealthy. Either answer is cached 30 s at the edge (Cache-Control s-maxage).',
    responses: { 200: healthReport, 503: unhealthyAnswer },
  },
  'GET /visitor/stats': { summary: 'Count the visitors', responses: { 200: visitorStats } },
  'POST /analytics/pageview': {
    summary: 'Record a page view',
    description: 'One view of the path today; the first view of a session id also counts a visitor.',
    body: requestBody('PageViewRequest', pageViewSchema),
    responses: { 200: pageViewRecorded },
  },
  'GET /analytics/summary': {
    summary: 'Page views of the last days',
    description: 'The last `days` UTC days (1–90, default 30), today included.',
    query: analyticsSummaryQuerySchema,
    responses: { 200: analyticsSummary },
  },
  'POST /content/files': {
    summary: 'Create a markdown document',
    description: 'Never replaces an existing file (409); the collection index is rebuilt at once.',
    body: requestBody('CreateMarkdownRequest', createMarkdownSchema),
    responses: { 201: markdownFileCreated },
    errors: [409],
  },
  'GET /content/files': {
    summary: 'Read a document',
    description: 'Editors: the version `versionId` names, else the current one; 404 for a deleted or unknown document.',
    query: documentQuerySchema,
    responses: { 200: contentDocument },
    errors: [404],
  },
  'PUT /content/files': {
    summary: 'Save a new version of a document',
    description:
      'Editors. `baseVersionId` is the version the editor opened: when it is no longer the current one the answer is ' +
      '409 `{ message, current }` with the current document, and nothing is written. The collection index and the ' +
      'document’s rendered copy are rebuilt at once.',
    body: requestBody('SaveDocumentRequest', saveDocumentSchema),
    responses: { 200: contentDocumentSaved },
    errors: [404, 409],
  },
  'DELETE /content/files': {
    summary: 'Delete a document',
    description:
      'Admins. Its history stays, and restoring a version brings it back. 409 when a save or restore over the ' +
      'same current version got there first.',
    query: documentLocatorSchema,
    responses: { 204: 'empty' },
    errors: [404, 409],
  },
  'PUT /content/files/autosave': {
    summary: 'Keep unpublished changes to a document',
    description:
      'Editors: the text is kept for the caller (one item per editor and document, for 30 days) and the live ' +
      'document is not changed; checked as `PUT /content/files` checks a save. 409 `{ message, current }` when ' +
      '`baseVersionId` is no longer the current version. A save of the document by the caller removes it.',
    body: requestBody('AutosaveDocumentRequest', autosaveDocumentSchema),
    responses: { 200: documentPendingChanges },
    errors: [404, 409],
  },
  'GET /content/files/autosave': {
    summary: 'My unpublished changes to a document',
    description: 'Editors: the caller’s own kept changes (never another editor’s), or `pending: null`.',
    query: documentLocatorSchema,
    responses: { 200: documentPendingChangesOrNone },
  },
  'DELETE /content/files/autosave': {
    summary: 'Discard my unpublished changes to a document',
    description: 'Editors: removes the caller’s kept changes; 204 also when there were none.',
    query: documentLocatorSchema,
    responses: { 204: 'empty' },
  },
  'GET /content/files/versions': {
    summary: 'A document’s history',
    description: 'Editors: its versions, newest first, with who saved each (null for the repository’s content).',
    query: documentLocatorSchema,
    responses: { 200: contentVersions },
    errors: [404],
  },
  'POST /content/files/restore': {
    summary: 'Restore a version of a document',
    description:
      'Editors: copies the version to a new current version (also after the document was deleted). 409 when a ' +
      'save or delete over the same current version got there first.',
    body: requestBody('RestoreDocumentRequest', restoreDocumentSchema),
    responses: { 200: contentDocumentSaved },
    errors: [404, 409],
  },
  'GET /content/files/deleted': {
    summary: 'A collection’s deleted documents',
    description:
      'Editors: the documents whose current version is a delete marker, newest deletion first, with who deleted ' +
      'each; their history stays, so a restore brings one back.',
    query: deletedDocumentsQuerySchema,
    responses: { 200: deletedDocuments },
  },
  'GET /content/files/pending': {
    summary: 'Documents waiting for review',
    description:
      'Editors: the documents plain users created, oldest first, each with its markdown; none is on the site until ' +
      'an editor approves it.',
    query: pageQuery,
    responses: { 200: documentSubmissionPage },
  },
  'POST /content/files/review': {
    summary: 'Approve or reject a submitted document',
    description:
      'Editors. `approve` publishes the document as its author wrote it (the index and its page are rebuilt at once); ' +
      '`reject` keeps it off the site with the `reason` for its author and frees its name. The author is mailed the ' +
      'outcome. 404 when no document at the path is waiting; 409 when another editor reviewed it first.',
    body: requestBody('ReviewDocumentRequest', reviewDocumentSchema),
    responses: { 200: documentSubmission },
    errors: [404, 409],
  },
  'GET /content/files/mine': {
    summary: 'My documents',
    description:
      'The documents the caller created through the site, newest first: waiting for review, published or ' +
      'rejected (with the reason, and the text to submit again).',
    query: pageQuery,
    responses: { 200: documentSubmissionPage },
  },
  'GET /projects': {
    summary: 'List projects',
    description:
      'Public projects, newest first. `owner=me` (signed in): the caller’s own projects of every visibility; ' +
      '`member=me` (signed in): the projects the caller is a member of, of every visibility, in one page; ' +
      '`visibility=1` (admins): private projects.',
    query: projectListQuery,
    responses: { 200: projectPage },
    errors: [403],
  },
  'GET /projects/{id}': {
    summary: 'Get a project',
    description: 'A private project exists only for its owner, its members and admins.',
    responses: { 200: project },
    errors: [404],
  },
  'POST /projects': {
    summary: 'Create a project',
    description: 'The caller owns it; only an admin may name another owner. Blank repository links are dropped.',
    body: requestBody('ProjectRequest', projectSchema),
    responses: { 201: project },
  },
  'PUT /projects/{id}': {
    summary: 'Update a project',
    description:
      'Its owner, a member or an admin; only an admin may name another owner (403). Send the `version` you ' +
      'read to refuse a lost update (409); member changes do not move it, but a member removed meanwhile gets 403.',
    body: requestBody('ProjectRequest', projectSchema),
    responses: { 200: project },
    errors: [404, 409],
  },
  'DELETE /projects/{id}': {
    summary: 'Delete a project',
    description: 'Its owner or an admin (a member gets 403).',
    responses: { 204: 'empty' },
    errors: [404],
  },
  'GET /projects/{id}/links': { summary: 'A project’s repository links', responses: { 200: repoLinks }, errors: [404] },
  'POST /projects/{id}/members': {
    summary: 'Add a member to a project',
    description:
      'Its owner or an admin. A member may edit the project, not delete it or change its owner or members. ' +
      'An unknown or deleted user answers 404 naming the id; the owner 409; someone already a member the ' +
      'project unchanged (200). At most 50 members (409).',
    body: requestBody('ProjectMemberRequest', projectMemberSchema),
    responses: { 200: project },
    errors: [404, 409],
  },
  'DELETE /projects/{id}/members/{userId}': {
    summary: 'Remove a member from a project',
    description:
      'Its owner or an admin; someone who is not a member leaves the project unchanged (200). An owner whose ' +
      'project an admin gave to someone else meanwhile gets 403.',
    responses: { 200: project },
    errors: [404, 409],
  },
  'GET /feeds/sitemap.xml': {
    summary: 'The sitemap (sitemaps.org 0.9)',
    description: 'Served at /sitemap.xml: every sitemap item on this site, then every published post.',
    responses: { 200: 'xml' },
  },
  'GET /feeds/rss.xml': {
    summary: 'The RSS feed of the latest posts',
    description: 'Served at /rss.xml.',
    responses: { 200: 'xml' },
  },
  'GET /admin/summary': {
    summary: 'The admin dashboard’s counts',
    responses: { 200: dashboardSummary },
  },
  'GET /admin/health': {
    summary: 'Check the API and its dependencies now',
    description:
      'The report of GET /health, checked at this request and never cached: for the System health page of admins.',
    responses: { 200: healthReport, 503: unhealthyAnswer },
  },
  'POST /consent': {
    summary: 'Save cookie choices',
    description: 'Appends a record; the user comes from the signed-in caller, never from the body.',
    body: requestBody('ConsentRequest', consentSchema),
    responses: { 201: consentSaved },
  },
  'POST /contact': {
    summary: 'Send a message to the site owner',
    description: 'At most 3 messages per sender address and 10 per IP address in a clock hour (429).',
    body: requestBody('ContactRequest', contactSchema),
    responses: { 201: messageAnswer },
    errors: [429, 502],
  },
  'GET /openapi.json': {
    summary: 'This API document',
    description: 'Generated from the route table and the shared schemas; cached for 5 minutes.',
    responses: { 200: openApiDocument },
  },
} satisfies Partial<Record<TableRouteId, RouteContract>>;
