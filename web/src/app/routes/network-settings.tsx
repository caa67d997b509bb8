import { NetworkSettings } from '../../features/connection-status/components/network-settings';
import { useDocumentTitle } from '../../shared/lib/use-document-title';

export function NetworkSettingsPage() {
  useDocumentTitle('Network settings');

  return (
    <article className="page-stack">
      <h1>Network settings</h1>
      <NetworkSettings />
    </article>
  );
}
