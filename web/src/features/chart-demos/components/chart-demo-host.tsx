import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { CHART_DEMO_PARAM, type ChartDemoId, chartDemoById } from '#web/features/chart-demos/lib/chart-demo-list.ts';
import { ChartDemoDialog } from './chart-demo-dialog';

/**
 * The open demo, from `?chart=<id>`. Closing goes back when the demo was opened from the panel
 * (so Back and Close agree), else drops the parameter. The last demo stays mounted, closed, so the
 * dialog hands focus back to the link that opened it.
 */
export function ChartDemoHost() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const open = chartDemoById(searchParams.get(CHART_DEMO_PARAM));
  const [shown, setShown] = useState<ChartDemoId>();
  if (open && open.id !== shown) setShown(open.id);

  function close() {
    if ((location.state as { chartDemo?: boolean } | null)?.chartDemo) navigate(-1);
    else {
      const next = new URLSearchParams(searchParams);
      next.delete(CHART_DEMO_PARAM);
      navigate({ search: next.toString() }, { replace: true });
    }
  }

  return shown ? <ChartDemoDialog demoId={shown} open={open !== undefined} onClose={close} /> : null;
}
