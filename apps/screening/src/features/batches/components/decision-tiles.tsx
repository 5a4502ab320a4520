import type { BatchDecisions, BatchRowStatus } from '@pulse/api-client';
import { SimpleGrid, formatCount, type SystemStyleObject } from '@pulse/ui';

/** The five decisions of a batch's rows, in the order of the reports' statuses, with their colours. */
const DECISIONS: readonly { key: BatchRowStatus; color: string; accent: string }[] = [
  { key: 'VERIFIED', color: 'status.verified', accent: 'green.500' },
  { key: 'SUSPICIOUS', color: 'status.suspicious', accent: 'yellow.400' },
  { key: 'RISKY', color: 'status.risky', accent: 'orange.400' },
  { key: 'DECLINED', color: 'status.declined', accent: 'red.600' },
  { key: 'ERROR', color: 'status.error', accent: 'purple.500' },
];

/**
 * The tiles' look, the Dashboard's analytics tiles' (the account remote's outcome tiles): a panel
 * with the decision's accent on top, the title in small spaced capitals and the count large in the
 * decision's colour, applied once on the grid to plain elements.
 */
const TILE_STYLES: SystemStyleObject = {
  '& [data-decision]': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '1',
    p: '4',
    borderWidth: '1px',
    borderRadius: 'l2',
    borderTopWidth: '4px',
    bg: 'bg.panel',
    color: 'fg',
  },
  '& [data-decision] [data-title]': {
    fontSize: 'xs',
    fontWeight: 'semibold',
    letterSpacing: 'wider',
    color: 'fg.muted',
  },
  '& [data-decision] [data-count]': {
    fontSize: '3xl',
    fontWeight: 'semibold',
    lineHeight: 'short',
  },
  ...Object.fromEntries(
    DECISIONS.map((o) => [
      `& [data-decision="${o.key}"]`,
      { borderTopColor: o.accent, '& [data-count]': { color: o.color } },
    ]),
  ),
};

/** The VERIFIED, SUSPICIOUS, RISKY, DECLINED and ERROR counts of a batch's rows. */
export function DecisionTiles({ decisions }: { decisions: BatchDecisions }) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 2, md: 3, lg: 5 }}
      gap="4"
      css={TILE_STYLES}
      aria-label="Decisions"
    >
      {DECISIONS.map((decision) => (
        <li
          key={decision.key}
          data-decision={decision.key}
          data-testid={`decision-${decision.key}`}
        >
          <p data-title="">{decision.key}</p>
          <p data-count="">{formatCount(decisions[decision.key])}</p>
        </li>
      ))}
    </SimpleGrid>
  );
}
