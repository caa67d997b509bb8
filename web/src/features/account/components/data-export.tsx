import { useEffect, useState } from 'react';
import { exportAccountData } from '#web/features/account/api/export-account-data.ts';
import { EXPORT_FAILURE, exportSuccessMessage, SUCCESS_MESSAGE_MS } from '#web/features/account/lib/data-export.ts';
import { saveJsonFile } from '#web/features/account/lib/save-json-file.ts';
import { Alert } from '#web/shared/ui/alert.tsx';

type ExportState = { kind: 'idle' | 'working' } | { kind: 'done' | 'failed'; message: string };

/** Downloads the signed-in user's data as JSON; the success message goes away after 5 s. */
export function DataExport() {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });

  useEffect(() => {
    if (state.kind !== 'done') return;
    const timer = setTimeout(() => setState({ kind: 'idle' }), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function startExport() {
    setState({ kind: 'working' });
    try {
      const { filename, data } = await exportAccountData();
      saveJsonFile(filename, data);
      setState({ kind: 'done', message: exportSuccessMessage(filename) });
    } catch (error) {
      console.error('Data export failed.', error);
      setState({ kind: 'failed', message: EXPORT_FAILURE });
    }
  }

  return (
    <div className="page-stack">
      <p>Download the data this site keeps about your account as one JSON file.</p>
      {state.kind === 'done' && <Alert tone="success">{state.message}</Alert>}
      {state.kind === 'failed' && <Alert tone="error">{state.message}</Alert>}
      <div className="form__actions">
        <button className="button" type="button" onClick={startExport} disabled={state.kind === 'working'}>
          {state.kind === 'working' ? 'Preparing your data…' : 'Export my data'}
        </button>
      </div>
    </div>
  );
}
