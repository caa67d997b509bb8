import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { TIER_ORDER } from '../tiers.ts';

/** The project whose files share one site per worker (vitest.config.ts); they start before all others. */
const SHARED_SITE_PROJECT = 'e2e-site';
const sharedSite = (spec: TestSpecification) => Number(spec.project.name === SHARED_SITE_PROJECT);

/**
 * Orders the files of every tier as one queue for the run's two workers, longest first, so that no
 * long file starts last while the other worker idles: by the duration vitest recorded in an earlier
 * run (`node_modules/.vite/vitest`), and where there is none (a clean clone, as in CI) by tier,
 * slow → e2e → cdk → api → unit, then by file size; the `e2e-site` files before all of them.
 * Vitest's own sequencer runs tier after tier in the order of their names instead.
 */
export class TierSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const cache = this.ctx.cache;
    const rank = (spec: TestSpecification) => {
      const tier = TIER_ORDER.indexOf(spec.project.name as (typeof TIER_ORDER)[number]);
      return tier === -1 ? TIER_ORDER.length : tier;
    };
    const duration = (spec: TestSpecification) => cache.getTestSpecificationResult(spec)?.duration;
    // Array.prototype.sort is stable: within a rank, the base order (failed first, longest or largest first) stays.
    return sorted
      .map((spec, index) => ({ spec, index, duration: duration(spec) }))
      .sort((a, b) => {
        // The rendered site's files share a site per worker, which the first of them starts: together
        // they are the run's longest job, so they start first, whatever each file alone took.
        const first = sharedSite(b.spec) - sharedSite(a.spec);
        if (first !== 0) return first;
        if (a.duration !== undefined && b.duration !== undefined) return b.duration - a.duration;
        if (a.duration === undefined && b.duration === undefined)
          return rank(a.spec) - rank(b.spec) || a.index - b.index;
        // A file never timed before: as if it were slow, so that a new long file does not start last.
        return a.duration === undefined ? -1 : 1;
      })
      .map(({ spec }) => spec);
  }
}
