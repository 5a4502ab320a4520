/** The live and test versions of the rule set, as badges beside the page's heading. */
import { Badge, HStack } from '@pulse/ui';
import type { RuleSetState } from '@pulse/api-client';

/** Props of VersionBadges. */
export interface VersionBadgesProps {
  live: RuleSetState['live'];
  test: RuleSetState['test'];
}

/** "Live: version 3", "Test: version 4", or that none is live. */
export function VersionBadges({ live, test }: VersionBadgesProps) {
  return (
    <HStack gap="2" wrap="wrap">
      <Badge colorPalette={live ? 'green' : 'gray'} size="lg">
        {live ? `Live: version ${live.version}` : 'No live version'}
      </Badge>
      {test ? (
        <Badge colorPalette="purple" size="lg">
          Test: version {test.version}
        </Badge>
      ) : null}
    </HStack>
  );
}
