import { Entity } from 'electrodb';
import { entityConfig } from '../entity-config';
import { lazyEntity } from '../lazy-entity';
import { tableIndex } from './index-keys';

/**
 * A full render's progress (`{ action: 'render-all' }`): planned with its pages and units, then
 * counted by the workers as each unit is done, or failed for good. `unitsLeft` is what a condition
 * can test (DynamoDB conditions have no sums): the unit that brings it to 0 claims the run's end
 * (`finisher`), rebuilds the search index, then sets `finishedAt`. Kept a month (`expiresAt`).
 * `kind` is `event` for the run a content event planned (its end prunes nothing); a run without it
 * is a full render's.
 */
export const RenderRun = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'renderRun', version: '1', service: 'portfolio' },
        attributes: {
          runId: { type: 'string', required: true },
          kind: { type: ['full', 'event'] as const },
          pages: { type: 'number', required: true },
          units: { type: 'number', required: true },
          unitsLeft: { type: 'number', required: true },
          unitsDone: { type: 'number', default: 0 },
          pagesDone: { type: 'number', default: 0 },
          pagesFailed: { type: 'number', default: 0 },
          startedAt: { type: 'string', required: true },
          finisher: { type: 'number' },
          finishedAt: { type: 'string' },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byRun: tableIndex(['runId'], []),
        },
      },
      entityConfig,
    ),
);

/**
 * One unit of a full render as counted: `done`, or `failed` when its last delivery failed (its
 * message then goes to the dead-letter queue; a redrive that renders it turns it `done`). Written
 * in the same transaction as the run's counters, so a unit delivered twice is counted once.
 */
export const RenderRunUnit = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'renderRunUnit', version: '1', service: 'portfolio' },
        attributes: {
          runId: { type: 'string', required: true },
          unit: { type: 'number', required: true },
          state: { type: ['done', 'failed'] as const, required: true },
          pages: { type: 'number', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byUnit: tableIndex(['runId'], ['unit']),
        },
      },
      entityConfig,
    ),
);

/**
 * The run a deploy's `render-all` planned, found by the deploy's id (the Web stack's output
 * `DeployRenderId`, which names the SPA build and the renderer's code), so `npm run deploy` can
 * follow the run that its asynchronous invocation started. Written once the run's units are all
 * queued: a retried invocation plans a whole run again and points here to it instead.
 */
export const RenderDeploy = lazyEntity(
  () =>
    new Entity(
      {
        model: { entity: 'renderDeploy', version: '1', service: 'portfolio' },
        attributes: {
          deployId: { type: 'string', required: true },
          runId: { type: 'string', required: true },
          plannedAt: { type: 'string', required: true },
          expiresAt: { type: 'number', required: true },
        },
        indexes: {
          byDeploy: tableIndex(['deployId'], []),
        },
      },
      entityConfig,
    ),
);
