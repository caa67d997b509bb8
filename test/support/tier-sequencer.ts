import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { TIER_ORDER } from '../tiers.ts';

/**
 * Orders the files of every tier as one queue for the run's two workers, longest first, so that no
 * long file starts last while the other worker idles: by the duration vitest recorded in an earlier
 * run (`node_modules/.vite/vitest`), and where there is none (a clean clone, as in CI) by tier,
 * slow → e2e → cdk → api → unit, then by file size. Vitest's own sequencer runs tier after tier
 * in the order of their names instead.
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
        if (a.duration !== undefined && b.duration !== undefined) return b.duration - a.duration;
        if (a.duration === undefined && b.duration === undefined)
          return rank(a.spec) - rank(b.spec) || a.index - b.index;
        // A file never timed before: as if it were slow, so that a new long file does not start last.
        return a.duration === undefined ? -1 : 1;
      })
      .map(({ spec }) => spec);
  }
}
