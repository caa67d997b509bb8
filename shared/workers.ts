/**
 * Lambda functions that serve no route: each is a folder of lambdas/ with a `handler.ts` that an
 * event source drives (in AWS) and the local stack drives in-process. Endpoint groups are listed
 * in shared/routes.ts; a folder of lambdas/ is one or the other (or lib/).
 *
 * - `mail`: the mail worker, fed by the mail queue (SQS) with what queueMail() queued.
 * - `render`: the page renderer, fed by the table's stream, the content bucket's events and
 *   `{ action: 'render-all' }` (docs/rendering.md; lambdas/render/handler.ts).
 */
export const workerFunctions = ['mail', 'render'] as const;

export type WorkerFunction = (typeof workerFunctions)[number];
