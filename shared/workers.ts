/**
 * Lambda functions that serve no route: each is a folder of lambdas/ with a `handler.ts` that an
 * event source drives (in AWS) and the local stack drives in-process. Endpoint groups are listed
 * in shared/routes.ts; a folder of lambdas/ is one or the other (or lib/).
 *
 * - `mail`: the mail worker, fed by the mail queue (SQS) with what queueMail() queued.
 * - `render`: the page renderer, fed by the table's stream, the content bucket's events and
 *   `{ action: 'render-all' }` (docs/rendering.md; lambdas/render/handler.ts).
 * - `publisher`: publishes scheduled posts when due, started every PUBLISHER_INTERVAL_SECONDS
 *   (docs/blog-and-projects.md, "Scheduled posts").
 * - `resize`: checks each image uploaded to the media bucket and makes its web sizes, fed by the
 *   bucket's object-created events (shared/media.ts).
 */
export const workerFunctions = ['mail', 'render', 'publisher', 'resize'] as const;

/** How often the publisher runs: every minute in AWS (EventBridge Scheduler's finest rate). */
export const PUBLISHER_INTERVAL_SECONDS = 60;

/**
 * How far ahead a publisher run waits for posts coming due: a post due just after a run is
 * published by that run at its moment, so no post waits a whole interval plus the trigger's delay.
 * Its function's timeout is this plus room for the writes (infra/stacks/api-stack.ts).
 */
export const PUBLISHER_LOOK_AHEAD_MS = 40_000;

export type WorkerFunction = (typeof workerFunctions)[number];

/** The render worker's event that plans a run rendering every public page (docs/rendering.md). */
export const RENDER_ALL_ACTION = 'render-all';
