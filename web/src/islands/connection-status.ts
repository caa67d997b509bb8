import { HEALTH_POLL_INTERVAL_MS } from '#shared/constants.ts';
import type { HealthReport } from '#shared/health.ts';
import { connectionStateFrom, connectionStateLabels } from '#web/features/connection-status/lib/connection-state.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { defineIsland } from './define-island';

/**
 * `<site-connection-status>` around the connection indicator
 * (features/connection-status/components/connection-status.tsx): asks `GET /api/health` now and
 * every 30 s while the tab is visible, and says Online, Degraded or Offline as the app does.
 */
export function defineConnectionStatus(): void {
  defineIsland(
    'site-connection-status',
    () =>
      class extends HTMLElement {
        connectedCallback() {
          const indicator = this.querySelector<HTMLElement>('[data-state]');
          const label = indicator?.querySelector('span:not([aria-hidden]) > .visually-hidden')?.nextSibling;
          if (!indicator) return;
          let data: HealthReport | undefined;
          const check = async () => {
            let error: unknown;
            try {
              data = await apiClient.request('GET /health', { background: true });
            } catch (failure) {
              error = failure;
            }
            const state = connectionStateFrom({ data, error });
            indicator.dataset.state = state;
            if (label) label.textContent = connectionStateLabels[state];
          };
          void check();
          setInterval(() => {
            if (document.visibilityState === 'visible') void check();
          }, HEALTH_POLL_INTERVAL_MS);
        }
      },
  );
}
