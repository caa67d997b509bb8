import { createWriteTransaction, type EntityItem } from 'electrodb';
import type { RenderRunProgress, RenderUnitMessage } from '#shared/render/render-units.ts';
import { RenderDeploy, RenderRun, RenderRunUnit } from '../db/entities/render-run';
import { isConditionFailure, runGuardedTransaction } from '../db/transactions';

/** A run's items are kept a month: long enough to read how the last deploys' renders went. */
const KEPT_SECONDS = 30 * 24 * 3600;

/**
 * A deploy's pointer outlives its run: a later deploy that changes neither the SPA nor the renderer
 * starts no run and has the same id, so `render-status` answers that its run ended long ago.
 */
const DEPLOY_KEPT_SECONDS = 365 * 24 * 3600;

const transactionEntities = { renderRun: RenderRun, renderRunUnit: RenderRunUnit };

/** The unit's item says it was counted already (done, or failed when counting it failed). */
class AlreadyCounted extends Error {}

const expiresAt = () => Math.floor(Date.now() / 1000) + KEPT_SECONDS;

type RunItem = EntityItem<typeof RenderRun>;

function progressOf(item: RunItem): RenderRunProgress {
  return {
    runId: item.runId,
    ...(item.kind === 'event' ? { kind: 'event' as const } : {}),
    pages: item.pages,
    units: item.units,
    unitsDone: item.unitsDone ?? 0,
    pagesDone: item.pagesDone ?? 0,
    pagesFailed: item.pagesFailed ?? 0,
    startedAt: item.startedAt,
    ...(item.finishedAt ? { finishedAt: item.finishedAt } : {}),
  };
}

/**
 * Records a planned run before its units are queued, so the first unit done finds it: a full
 * render's, or (`kind: 'event'`) a content event's pages.
 */
export async function createRenderRun(run: {
  runId: string;
  kind?: 'full' | 'event';
  pages: number;
  units: number;
  startedAt: string;
}): Promise<RenderRunProgress> {
  const item = { ...run, kind: run.kind ?? 'full', unitsLeft: run.units, expiresAt: expiresAt() };
  await RenderRun.create(item).go();
  return progressOf({ ...item, unitsDone: 0, pagesDone: 0, pagesFailed: 0 });
}

/** Where a run stands, read consistently; undefined for a run that was never planned (or has expired). */
export async function readRenderRun(runId: string): Promise<RenderRunProgress | undefined> {
  const { data } = await RenderRun.get({ runId }).go({ consistent: true });
  return data ? progressOf(data) : undefined;
}

/** Points a deploy's id to the run its `render-all` planned (the last one, when it was retried). */
export async function recordDeployRun(deployId: string, runId: string): Promise<void> {
  const expiresAt = Math.floor(Date.now() / 1000) + DEPLOY_KEPT_SECONDS;
  await RenderDeploy.put({ deployId, runId, plannedAt: new Date().toISOString(), expiresAt }).go();
}

/** The run a deploy's `render-all` planned; undefined until its units are all queued. */
export async function readDeployRun(deployId: string): Promise<string | undefined> {
  const { data } = await RenderDeploy.get({ deployId }).go({ consistent: true });
  return data?.runId;
}

/** Whether a unit was rendered and counted already: a second delivery of it renders nothing again. */
export async function isUnitDone(unit: RenderUnitMessage): Promise<boolean> {
  const { data } = await RenderRunUnit.get({ runId: unit.runId, unit: unit.unit }).go({ consistent: true });
  return data?.state === 'done';
}

async function countOnce(write: () => Promise<void>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (error instanceof AlreadyCounted) return false;
    throw error;
  }
}

/**
 * Counts a unit done in its run, once: its item and the run's counters are written in one
 * transaction, conditional on the unit not having been counted. A unit counted failed before (its
 * message redriven from the dead-letter queue) turns done, its pages moved from failed to done.
 * Answers whether this call counted it.
 */
export async function countUnitDone(unit: RenderUnitMessage): Promise<boolean> {
  const key = { runId: unit.runId, unit: unit.unit };
  const pages = unit.pages.length;
  const fresh = await countOnce(() =>
    runGuardedTransaction((collect) =>
      createWriteTransaction(transactionEntities, ({ renderRun, renderRunUnit }) =>
        collect([
          {
            write: renderRunUnit.create({ ...key, state: 'done', pages, expiresAt: expiresAt() }).commit(),
            failure: new AlreadyCounted(),
          },
          {
            write: renderRun
              .patch({ runId: unit.runId })
              .add({ unitsDone: 1, pagesDone: pages })
              .subtract({ unitsLeft: 1 })
              .commit(),
          },
        ]),
      ).go(),
    ),
  );
  if (fresh) return true;
  return countOnce(() =>
    runGuardedTransaction((collect) =>
      createWriteTransaction(transactionEntities, ({ renderRun, renderRunUnit }) =>
        collect([
          {
            write: renderRunUnit
              .patch(key)
              .set({ state: 'done' })
              .where(({ state }, { eq }) => eq(state, 'failed'))
              .commit(),
            failure: new AlreadyCounted(),
          },
          {
            write: renderRun
              .patch({ runId: unit.runId })
              .add({ unitsDone: 1, pagesDone: pages })
              .subtract({ pagesFailed: pages })
              .commit(),
          },
        ]),
      ).go(),
    ),
  );
}

/**
 * Counts a unit failed for good (its last delivery failed; its message goes to the dead-letter
 * queue), once, so the run still ends. Answers whether this call counted it.
 */
export async function countUnitFailed(unit: RenderUnitMessage): Promise<boolean> {
  const pages = unit.pages.length;
  return countOnce(() =>
    runGuardedTransaction((collect) =>
      createWriteTransaction(transactionEntities, ({ renderRun, renderRunUnit }) =>
        collect([
          {
            write: renderRunUnit
              .create({ runId: unit.runId, unit: unit.unit, state: 'failed', pages, expiresAt: expiresAt() })
              .commit(),
            failure: new AlreadyCounted(),
          },
          {
            write: renderRun
              .patch({ runId: unit.runId })
              .add({ pagesFailed: pages })
              .subtract({ unitsLeft: 1 })
              .commit(),
          },
        ]),
      ).go(),
    ),
  );
}

/**
 * Claims the end of a run for one unit, when no unit is left: the run's last steps (the search
 * index) run once, by the unit that claimed them, and again by that unit's retry if they failed.
 * Answers the run when this unit holds the claim and the run is not finished yet.
 */
export async function claimRunEnd(unit: RenderUnitMessage): Promise<RenderRunProgress | undefined> {
  try {
    const { data } = await RenderRun.patch({ runId: unit.runId })
      .set({ finisher: unit.unit })
      .where(
        ({ unitsLeft, finisher, finishedAt }, { eq, notExists }) =>
          `${eq(unitsLeft, 0)} AND ${notExists(finishedAt)} AND (${notExists(finisher)} OR ${eq(finisher, unit.unit)})`,
      )
      .go({ response: 'all_new' });
    return progressOf(data as RunItem);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Marks a run finished, once its last steps are done. */
export async function finishRenderRun(runId: string): Promise<RenderRunProgress> {
  const { data } = await RenderRun.patch({ runId })
    .set({ finishedAt: new Date().toISOString() })
    .go({ response: 'all_new' });
  return progressOf(data as RunItem);
}
