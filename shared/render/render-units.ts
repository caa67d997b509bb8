/**
 * A full render (`{ action: 'render-all' }`) as units of work: the run's pages split into small
 * batches, each a message of the render queue that a render worker takes, renders and reports.
 * Shared by the side that plans a run and the workers that render its units, in AWS and locally.
 */

/** One unit of a full render: a few pages, rendered together by one worker. */
export interface RenderUnitMessage {
  /** The run the unit belongs to (its progress is counted there). */
  runId: string;
  /** The unit's number in its run, from 0: a unit delivered twice is counted once. */
  unit: number;
  /** The site paths of its pages, `/tech-docs/aws/s3`, `/posts/hello`. */
  pages: string[];
}

/** Where a full render stands: what `npm run render:all` and the deploy report. */
export interface RenderRunProgress {
  runId: string;
  /** `event`: a content event's pages, fanned out as a full render's are; absent for a full render. */
  kind?: 'event';
  /** Pages and units of the run, as planned. */
  pages: number;
  units: number;
  unitsDone: number;
  pagesDone: number;
  /** Pages of units that failed for good (their messages went to the dead-letter queue). */
  pagesFailed: number;
  startedAt: string;
  /** Set once every unit is done or failed. */
  finishedAt?: string;
}
