import { type ChartDemoId, chartDemoById } from '#web/features/chart-demos/lib/chart-demo-list.ts';
import { CHART_DEMO_SAMPLES } from '#web/features/chart-demos/lib/chart-demo-samples.ts';
import { Chart } from '#web/shared/ui/chart/chart.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';

interface ChartDemoDialogProps {
  demoId: ChartDemoId;
  open: boolean;
  onClose: () => void;
}

/** One chart demo in a modal, its data plainly marked as sample data. Loaded on the first click. */
export function ChartDemoDialog({ demoId, open, onClose }: ChartDemoDialogProps) {
  const { subject, spec } = CHART_DEMO_SAMPLES[demoId];
  const title = chartDemoById(demoId)?.label ?? 'Chart demo';

  return (
    <ModalDialog open={open} onClose={onClose} title={title} size="large">
      <p>
        <strong>Sample data:</strong> {subject}. These figures are invented to show the chart type; they are not
        measurements of this site.
      </p>
      <Chart key={demoId} spec={spec} label={`${title}, sample data: ${subject}`} height={360} />
      <div className="modal__actions">
        <button className="button button--secondary" type="button" data-autofocus onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
