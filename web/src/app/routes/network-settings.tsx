import { NetworkSettings } from '#web/features/connection-status/components/network-settings.tsx';
import { Page } from '#web/shared/ui/page.tsx';

export function NetworkSettingsPage() {
  return (
    <Page title="Network settings">
      <NetworkSettings />
    </Page>
  );
}
