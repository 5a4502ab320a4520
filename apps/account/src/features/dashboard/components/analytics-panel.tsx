import { SectionCard, SimpleGrid, Text, monthLabel } from '@pulse/ui';
import type { CountDetails } from '../api/types';
import { OUTCOMES } from '../utils/outcomes';
import { OUTCOME_TILE_STYLES, OutcomeTile } from './outcome-tile';

export interface AnalyticsPanelProps {
  counts: CountDetails;
  month: string;
}

/** Spec §2 analytics panel: the VERIFIED, DECLINED, SUSPICIOUS and RISKY tiles of the chosen month. */
export function AnalyticsPanel({ counts, month }: AnalyticsPanelProps) {
  return (
    <SectionCard
      title="Analytics"
      actions={
        <Text fontSize="sm" color="fg.muted">
          {monthLabel(month)}
        </Text>
      }
    >
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" css={OUTCOME_TILE_STYLES}>
        {OUTCOMES.map((outcome) => (
          <OutcomeTile key={outcome.key} outcome={outcome} count={counts[outcome.key]} />
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
