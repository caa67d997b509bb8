import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { autosaveDocument } from './autosave-document';
import { createMarkdown } from './create-markdown';
import { discardDocumentChanges } from './discard-document-changes';
import { getDocument } from './get-document';
import { getPendingChanges } from './get-pending-changes';
import { listDeletedDocuments } from './list-deleted-documents';
import { listDocumentVersions } from './list-document-versions';
import { listMyDocuments } from './list-my-documents';
import { listPendingDocuments } from './list-pending-documents';
import { type ContentChangedEvent, isContentChangedEvent, onContentChanged } from './on-content-changed';
import { removeDocument } from './remove-document';
import { isRenderDocumentsEvent, type RenderDocumentsEvent, renderDocuments } from './render-documents';
import { restoreDocument } from './restore-document';
import { reviewDocument } from './review-document';
import { updateDocument } from './update-document';

export const group = createEndpointGroup(
  'content',
  {
    'POST /content/files': createMarkdown,
    'GET /content/files': getDocument,
    'PUT /content/files': updateDocument,
    'DELETE /content/files': removeDocument,
    'PUT /content/files/autosave': autosaveDocument,
    'GET /content/files/autosave': getPendingChanges,
    'DELETE /content/files/autosave': discardDocumentChanges,
    'GET /content/files/versions': listDocumentVersions,
    'GET /content/files/deleted': listDeletedDocuments,
    'POST /content/files/restore': restoreDocument,
    'GET /content/files/pending': listPendingDocuments,
    'POST /content/files/review': reviewDocument,
    'GET /content/files/mine': listMyDocuments,
  },
  { authenticate },
);

/**
 * One function for the group's API routes, for the content bucket's "object created/deleted"
 * events (EventBridge), which rebuild the collection's index, and for the deploy's
 * `render-documents` (a new renderer renders every document again).
 */
export function handler(event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyResultV2>;
export function handler(event: ContentChangedEvent | RenderDocumentsEvent, context: Context): Promise<unknown>;
export function handler(
  event: APIGatewayProxyEventV2 | ContentChangedEvent | RenderDocumentsEvent,
  context: Context,
): Promise<unknown> {
  if (isContentChangedEvent(event)) return onContentChanged(event);
  if (isRenderDocumentsEvent(event)) return renderDocuments(event);
  return group.handler(event, context);
}
