import { useSyncExternalStore } from 'react';
import { HEALTH_POLL_INTERVAL_MS, REQUEST_TIMEOUT_MS, VISITOR_STATS_TIMEOUT_MS } from '#shared/constants.ts';
import { formatCount } from '#shared/numbers.ts';
import { useHealth } from '#web/features/connection-status/api/get-health.ts';
import { outcomeKind, outcomeLabel, summarizeCalls } from '#web/features/connection-status/lib/call-outcome.ts';
import {
  type ConnectionState,
  connectionStateFrom,
  connectionStateLabels,
} from '#web/features/connection-status/lib/connection-state.ts';
import { currentApiBaseUrl } from '#web/shared/api/api-base-url.ts';
import { type ApiCall, apiCallLog } from '#web/shared/api/call-log.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { DataTable, type DataTableColumn } from '#web/shared/ui/data-table.tsx';
import { DetailsList } from '#web/shared/ui/details-list.tsx';
import './status-pages.css';

const milliseconds = (value: number) => `${formatCount(value)} ms (${value / 1000} s)`;

const CALL_COLUMNS: DataTableColumn<ApiCall>[] = [
  {
    id: 'time',
    header: 'Time',
    cell: (call) => (
      <time dateTime={new Date(call.startedAt).toISOString()}>{formatForViewer(call.startedAt, 'time')}</time>
    ),
  },
  {
    id: 'request',
    header: 'Request',
    cell: (call) => (
      <>
        <code>{call.route}</code>
        {call.background && <span className="status-note"> (background)</span>}
      </>
    ),
  },
  {
    id: 'outcome',
    header: 'Outcome',
    cell: (call) => (
      <span className="status-badge" data-tone={outcomeKind(call.outcome)}>
        {outcomeLabel(call.outcome)}
      </span>
    ),
  },
  { id: 'duration', header: 'Duration', className: 'data-table__number', cell: (call) => `${call.durationMs} ms` },
];

interface NetworkSettingsViewProps {
  apiBaseUrl: string;
  connection: ConnectionState;
  calls: readonly ApiCall[];
}

function summaryText(calls: readonly ApiCall[]): string {
  const { count, answered, noAnswer, medianAnsweredMs } = summarizeCalls(calls);
  const median = medianAnsweredMs === undefined ? '' : `, median answer time ${medianAnsweredMs} ms`;
  return `${count} call${count === 1 ? '' : 's'}: ${answered} answered, ${noAnswer} without an answer${median}.`;
}

/** The settings this tab's API client uses and how its last calls went. */
export function NetworkSettingsView({ apiBaseUrl, connection, calls }: NetworkSettingsViewProps) {
  return (
    <div className="page-stack">
      <section aria-labelledby="network-client-heading">
        <h2 id="network-client-heading">API client</h2>
        <DetailsList
          rows={[
            ['API base URL', apiBaseUrl],
            ['Connection', connectionStateLabels[connection]],
            ['Request time limit', milliseconds(REQUEST_TIMEOUT_MS)],
            ['Visitor count time limit', milliseconds(VISITOR_STATS_TIMEOUT_MS)],
            ['Connection check', `every ${HEALTH_POLL_INTERVAL_MS / 1000} s`],
          ]}
        />
      </section>
      <section aria-labelledby="network-calls-heading">
        <h2 id="network-calls-heading">Last API calls</h2>
        <p className="status-note">
          The last 20 calls of this tab, newest first. They are kept in this tab's memory only and never sent anywhere.
        </p>
        {calls.length > 0 && <p aria-live="polite">{summaryText(calls)}</p>}
        <DataTable
          caption="API call log"
          columns={CALL_COLUMNS}
          rows={calls}
          rowKey={(call) => call.seq}
          rowData={(call) => ({ 'data-outcome': outcomeKind(call.outcome) })}
          empty="No API calls yet in this tab."
        />
      </section>
    </div>
  );
}

/** The network settings page's body, live: new calls appear as they end. */
export function NetworkSettings() {
  const { data, error } = useHealth();
  const calls = useSyncExternalStore(apiCallLog.subscribe, apiCallLog.getSnapshot, apiCallLog.getSnapshot);
  return (
    <NetworkSettingsView
      apiBaseUrl={currentApiBaseUrl()}
      connection={connectionStateFrom({ data, error })}
      calls={calls}
    />
  );
}
