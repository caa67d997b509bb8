import { ESTIMATE_NOTE, visitorsSoFar } from '#web/features/visitor-stats/api/fetch-visitor-count.ts';
import { useVisitorCount } from '#web/features/visitor-stats/api/get-visitor-stats.ts';
import './visitor-count.css';

/**
 * The number of visitors. The `visitor-count` element appears only once a count is known and
 * holds just the digits; `data-source` says whether it is the live count or a marked estimate.
 * On a page without the app, `<site-visitor-count>` reads the count and fills in the same markup.
 */
export function VisitorCount() {
  const { data } = useVisitorCount();

  return (
    <site-visitor-count>
      {data ? (
        <p className="visitor-count">
          <span className="visitor-count__number" data-testid="visitor-count" data-source={data.source}>
            {String(data.totalVisitors)}
          </span>
          <span>{visitorsSoFar(data.totalVisitors)}</span>
          {data.source === 'mock' && <span className="visitor-count__note">{ESTIMATE_NOTE}</span>}
        </p>
      ) : (
        <p className="visitor-count" aria-busy="true">
          <span className="visitor-count__placeholder" aria-hidden="true" />
          <span>visitors so far</span>
          <span className="visually-hidden">Loading the visitor count</span>
        </p>
      )}
    </site-visitor-count>
  );
}
