import { CHART_DEMO_PARAM, chartDemoById } from '#web/features/chart-demos/lib/chart-demo-list.ts';
import type { ChartDemoDialog } from './chart-demo-dialog';
import { defineIsland } from './define-island';
import { h } from './dom';

/** The demo the address names (`?chart=<id>`), if it is one. */
const demoInAddress = () => chartDemoById(new URLSearchParams(location.search).get(CHART_DEMO_PARAM));

/** A click the browser should keep: another button, a modifier key (a new tab or window). */
const isOwnClick = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.defaultPrevented;

/**
 * `<site-chart-demos>` around the home page's chart demos
 * (features/chart-demos/components/chart-demos-panel.tsx): a demo's link opens its chart in a
 * dialog, as in the app. The link adds `?chart=<id>` to the history, so Back closes the dialog and
 * a demo can be linked to; Escape and Close go back (or drop the parameter of a deep link), and the
 * focus returns to the demo's link. The dialog, its sample data and echarts load on the first
 * demo opened, never with the page.
 */
export function defineChartDemos(): void {
  defineIsland(
    'site-chart-demos',
    () =>
      class extends HTMLElement {
        #dialog?: Promise<ChartDemoDialog>;
        #status?: HTMLElement;

        connectedCallback() {
          for (const link of this.#links()) {
            link.addEventListener('click', (event) => {
              if (isOwnClick(event)) return;
              event.preventDefault();
              history.pushState({ chartDemo: true }, '', link.href);
              this.#follow();
            });
          }
          window.addEventListener('popstate', () => this.#follow());
          if (demoInAddress()) this.#follow();
        }

        #links() {
          return [...this.querySelectorAll<HTMLAnchorElement>('a.chart-demos__link')];
        }

        #linkOf(id: string | undefined) {
          return this.#links().find((link) => new URL(link.href).searchParams.get(CHART_DEMO_PARAM) === id);
        }

        /** Shows what the address names: the demo's dialog open, or closed. */
        #follow(): void {
          const demo = demoInAddress();
          const shown = this.#links().find((link) => link.getAttribute('aria-current') === 'true');
          for (const link of this.#links()) {
            if (link === this.#linkOf(demo?.id)) link.setAttribute('aria-current', 'true');
            else link.removeAttribute('aria-current');
          }
          if (!demo) {
            void this.#dialog?.then((dialog) => dialog.close(shown));
            return;
          }
          this.#say('status', 'Opening the chart demo…');
          this.#load()
            .then((dialog) => {
              this.#say();
              if (demoInAddress()?.id === demo.id) dialog.show(demo.id);
            })
            .catch((error: unknown) => {
              console.warn('The chart demo failed to open.', error);
              this.#dialog = undefined;
              const retry = h('button', { class: 'button button--secondary', type: 'button' }, 'Try again');
              retry.addEventListener('click', () => this.#follow());
              this.#say(
                'alert',
                'The chart demo could not be downloaded. Check your connection and try again. ',
                retry,
              );
            });
        }

        #load(): Promise<ChartDemoDialog> {
          this.#dialog ??= import('./chart-demo-dialog').then(
            ({ ChartDemoDialog }) =>
              new ChartDemoDialog(this.querySelector('.chart-demos') ?? this, () => this.#close()),
          );
          return this.#dialog;
        }

        /** Escape or Close: back to the entry before the demo, or, for a demo linked to, the same page without it. */
        #close(): void {
          if ((history.state as { chartDemo?: boolean } | null)?.chartDemo) {
            history.back();
            return;
          }
          const url = new URL(location.href);
          url.searchParams.delete(CHART_DEMO_PARAM);
          history.replaceState(null, '', url);
          this.#follow();
        }

        /** The panel's line about the dialog's download (as the app's), or none. */
        #say(role?: 'status' | 'alert', ...content: (string | Node)[]): void {
          this.#status?.remove();
          this.#status = undefined;
          if (!role) return;
          this.#status = h('p', { class: 'chart-demos__status', role }, ...content);
          (this.querySelector('.chart-demos') ?? this).append(this.#status);
        }
      },
  );
}
