import {
  ESTIMATE_NOTE,
  fetchVisitorCount,
  visitorsSoFar,
} from '#web/features/visitor-stats/api/fetch-visitor-count.ts';
import { defineIsland } from './define-island';
import { h } from './dom';
import { beforePageView } from './page-view-gate';

/**
 * `<site-visitor-count>` around the home page's count (features/visitor-stats/components/visitor-count.tsx):
 * reads `GET /api/visitor/stats` as the app does (an estimate, marked, when it fails) before this
 * visit is counted, and puts the count where the page shows its placeholder.
 */
export function defineVisitorCount(): void {
  defineIsland(
    'site-visitor-count',
    () =>
      class extends HTMLElement {
        connectedCallback() {
          const placeholder = this.querySelector('.visitor-count[aria-busy]');
          if (!placeholder) return;
          const reading = fetchVisitorCount().then(({ totalVisitors, source }) => {
            placeholder.replaceWith(
              h(
                'p',
                { class: 'visitor-count' },
                h(
                  'span',
                  { class: 'visitor-count__number', 'data-testid': 'visitor-count', 'data-source': source },
                  String(totalVisitors),
                ),
                h('span', {}, visitorsSoFar(totalVisitors)),
                source === 'mock' && h('span', { class: 'visitor-count__note' }, ESTIMATE_NOTE),
              ),
            );
          });
          beforePageView(reading);
        }
      },
  );
}
