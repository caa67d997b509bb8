import { PUBLISHER_LOOK_AHEAD_MS } from '#shared/workers.ts';
import { publishDuePosts } from '../lib/blog/scheduled-posts';
import { publishingMetrics } from '../lib/metrics';

/** The schedule's input: the local stack, which runs more often, waits for less. */
export interface PublisherEvent {
  lookAheadMs?: number;
}

/**
 * The publisher of scheduled posts: a schedule starts it every minute (EventBridge Scheduler in
 * AWS, a timer in the local stack), and each run publishes every post due by now and waits for
 * the ones due within the look-ahead. A run with a post it could not publish fails after doing the
 * rest, so the trigger retries it (harmless: every publication is conditional) and, after its
 * retries, leaves the event in the dead-letter queue for an operator.
 */
async function publishDue(event: PublisherEvent): Promise<{ published: string[] }> {
  const outcome = await publishDuePosts({ lookAheadMs: event.lookAheadMs ?? PUBLISHER_LOOK_AHEAD_MS });
  if (outcome.failed.length > 0) {
    throw new Error(`Scheduled posts not published: ${outcome.failed.join(', ')}`);
  }
  return { published: outcome.published };
}

export const handler = (event: PublisherEvent = {}): Promise<{ published: string[] }> =>
  publishingMetrics(() => publishDue(event));
