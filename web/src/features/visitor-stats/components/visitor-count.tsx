import { useVisitorCount } from '#web/features/visitor-stats/api/get-visitor-stats.ts';
import './visitor-count.css';

/**
 * The number of visitors. The `visitor-count` element appears only once a count is known and
 * holds just the digits; `data-source` says whether it is the live count or a marked estimate.
 */
export function VisitorCount() {
  const { data } = useVisitorCount();

  if (!data) {
    return (
      <p className="visitor-count" aria-busy="true">
        <span className="visitor-count__placeholder" aria-hidden="true" />
        <span>visitors so far</span>
        <span className="visually-hidden">Loading the visitor count</span>
      </p>
    );
  }

  return (
    <p className="visitor-count">
      <span className="visitor-count__number" data-testid="visitor-count" data-source={data.source}>
        {String(data.totalVisitors)}
      </span>
      <span>{data.totalVisitors === 1 ? 'visitor so far' : 'visitors so far'}</span>
      {data.source === 'mock' && <span className="visitor-count__note">(estimate, live count unavailable)</span>}
    </p>
  );
}
