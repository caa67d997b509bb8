import { NetworkSettings } from '#web/features/connection-status/components/network-settings.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

export function NetworkSettingsPage() {
  useDocumentTitle('Network settings');

  return (
    <article className="page-stack">
      <h1>Network settings</h1>
      <NetworkSettings />
    </article>
  );
}
