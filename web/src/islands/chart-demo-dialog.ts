import { type ChartDemoId, chartDemoById } from '#web/features/chart-demos/lib/chart-demo-list.ts';
import { CHART_DEMO_SAMPLES } from '#web/features/chart-demos/lib/chart-demo-samples.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { chartModules, retryChartModules } from '#web/shared/ui/chart/chart-modules.ts';
import { assertSupportedChart } from '#web/shared/ui/chart/chart-spec.ts';
import { h } from './dom';

const CHART_HEIGHT_PX = 360;
const TITLE_ID = 'chart-demo-title';

/** Loads the framework-free drawing and the echarts parts of the chart type; both download together. */
async function drawDemo(drawing: HTMLElement, demoId: ChartDemoId): Promise<() => void> {
  const { spec } = CHART_DEMO_SAMPLES[demoId];
  assertSupportedChart(spec);
  const [{ drawChart }] = await Promise.all([
    import('#web/shared/ui/chart/echarts/draw-chart.ts'),
    chartModules[spec.type](),
  ]);
  return drawChart(drawing, spec);
}

/**
 * The chart demo dialog of a page without the app, as the app's (features/chart-demos/components/
 * chart-demo-dialog.tsx on shared/ui/modal-dialog.tsx) shows it: a modal `<dialog>` named by its
 * title, the sample data marked as such, the chart, and Close. Loaded with the first demo opened.
 */
export class ChartDemoDialog {
  readonly #dialog: HTMLDialogElement;
  #dispose?: () => void;
  #shown?: ChartDemoId;

  /** `onClose`: what Escape and Close ask for (the demo's entry in the history goes). */
  constructor(host: HTMLElement, onClose: () => void) {
    this.#dialog = host.appendChild(
      h('dialog', { class: 'modal modal--large', 'aria-labelledby': TITLE_ID }) as HTMLDialogElement,
    );
    this.#dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      onClose();
    });
    // A close of the browser's own (a second Escape that may not be cancelled) is a close as well.
    this.#dialog.addEventListener('close', () => {
      if (this.#shown) onClose();
    });
    this.#dialog.addEventListener('click', (event) => {
      if ((event.target as HTMLElement).closest('[data-close]')) onClose();
    });
  }

  /** Shows `demoId`'s chart (the dialog opened, or its content changed to another demo). */
  show(demoId: ChartDemoId): void {
    if (this.#shown === demoId && this.#dialog.open) return;
    this.#dispose?.();
    this.#dispose = undefined;
    this.#shown = demoId;
    const { subject } = CHART_DEMO_SAMPLES[demoId];
    const title = chartDemoById(demoId)?.label ?? 'Chart demo';
    const chart = h('div', { class: 'chart', style: `min-height: ${CHART_HEIGHT_PX}px` });
    this.#dialog.replaceChildren(
      h('h2', { id: TITLE_ID, class: 'modal__title' }, title),
      h(
        'p',
        {},
        h('strong', {}, 'Sample data:'),
        ` ${subject}. These figures are invented to show the chart type; they are not measurements of this site.`,
      ),
      chart,
      h(
        'div',
        { class: 'modal__actions' },
        h('button', { class: 'button button--secondary', type: 'button', 'data-close': true }, 'Close'),
      ),
    );
    if (!this.#dialog.open) this.#dialog.showModal();
    this.#dialog.querySelector<HTMLElement>('[data-close]')?.focus();
    this.#drawInto(chart, demoId, `${title}, sample data: ${subject}`);
  }

  /** Closes the dialog, if open, and hands the focus to `returnTo` (the link of the demo). */
  close(returnTo: HTMLElement | undefined): void {
    this.#shown = undefined;
    this.#dispose?.();
    this.#dispose = undefined;
    if (this.#dialog.open) this.#dialog.close();
    returnTo?.focus();
  }

  #drawInto(chart: HTMLElement, demoId: ChartDemoId, label: string): void {
    const drawing = h('div', {
      class: 'chart__drawing',
      role: 'img',
      'aria-label': label,
      'data-chart-type': CHART_DEMO_SAMPLES[demoId].spec.type,
      style: `height: ${CHART_HEIGHT_PX}px`,
    });
    const loading = h(
      'div',
      { class: 'spinner', role: 'status', 'aria-label': 'Loading the chart…' },
      'Loading the chart…',
    );
    chart.replaceChildren(loading, drawing);
    drawDemo(drawing, demoId)
      .then((dispose) => {
        loading.remove();
        if (this.#shown === demoId && chart.isConnected) this.#dispose = dispose;
        else dispose();
      })
      .catch((error: unknown) => {
        console.warn('The chart failed to render.', error);
        const retry = h('button', { class: 'button button--secondary', type: 'button' }, 'Try again');
        retry.addEventListener('click', () => {
          retryChartModules();
          this.#drawInto(chart, demoId, label);
        });
        chart.replaceChildren(
          h(
            'div',
            { class: 'alert alert--error', role: 'alert' },
            h('p', {}, h('strong', {}, 'The chart could not be shown.'), ` ${describeFailure(error)}`),
            retry,
          ),
        );
      });
  }
}
