import { Ban } from 'lucide-react';
import { Text } from '@pulse/ui';
import { describeIncompatibility, type Incompatibility } from './compat';
import { RemotePanel } from './remote-panel';

/**
 * The panel of a section whose remote was refused before it rendered (docs/delivery.md,
 * "Compatibility rule"): it names the remote, the package, the version it needs and the version
 * the dashboard provides. Retry checks again (a rollback or a new release may have fixed it).
 */
export function RemoteIncompatiblePanel({
  problems,
  onRetry,
}: {
  problems: Incompatibility[];
  onRetry: () => void;
}) {
  return (
    <RemotePanel
      icon={Ban}
      title="This section is not compatible with this version of Pulse"
      maxW="lg"
      onRetry={onRetry}
    >
      {problems.map((problem) => (
        <Text key={`${problem.kind}:${problem.pkg}`} color="fg.muted">
          {describeIncompatibility(problem)}
        </Text>
      ))}
      <Text color="fg.muted">The rest of the dashboard keeps working.</Text>
    </RemotePanel>
  );
}
