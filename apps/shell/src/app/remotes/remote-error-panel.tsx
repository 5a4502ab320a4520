import { TriangleAlert } from 'lucide-react';
import { Text } from '@pulse/ui';
import { RemotePanel } from './remote-panel';

/** The contained panel of a section whose remote could not be loaded. */
export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <RemotePanel
      icon={TriangleAlert}
      title="This section could not be loaded"
      maxW="md"
      onRetry={onRetry}
    >
      <Text color="fg.muted">
        This part of Pulse is temporarily unavailable, possibly due to a network problem or an
        update in progress. The rest of the dashboard keeps working.
      </Text>
    </RemotePanel>
  );
}
