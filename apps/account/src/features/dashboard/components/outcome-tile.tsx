import { Link as RouterLink } from '@pulse/router';
import { formatCount, type SystemStyleObject } from '@pulse/ui';
import { OUTCOMES, reportsLinkFor, type Outcome } from '../utils/outcomes';

export interface OutcomeTileProps {
  outcome: Outcome;
  count: number;
}

/**
 * The tiles' look, applied once by the grid that holds them (plain elements, as SimpleTable's
 * cells: four Chakra elements per tile were computed on every dashboard render,
 * docs/adr/0034-tables-with-plain-cells.md): a panel with the outcome's accent on
 * top, the title in small spaced capitals, the count large in the outcome's colour, and a hover
 * tint and shadow. The suffix for screen readers is hidden with Chakra's `srOnly`, as VisuallyHidden.
 */
export const OUTCOME_TILE_STYLES: SystemStyleObject = {
  '& a[data-outcome]': {
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
    textDecoration: 'none',
    transition: 'background 120ms, box-shadow 120ms',
    _hover: { bg: 'bg.subtle', boxShadow: 'sm' },
    focusVisibleRing: 'outside',
  },
  '& a[data-outcome] [data-title]': {
    fontSize: 'xs',
    fontWeight: 'semibold',
    letterSpacing: 'wider',
    color: 'fg.muted',
  },
  '& a[data-outcome] [data-count]': {
    fontSize: '3xl',
    fontWeight: 'semibold',
    lineHeight: 'short',
  },
  '& a[data-outcome] [data-more]': { fontSize: 'xs', color: 'fg.muted' },
  '& a[data-outcome] [data-hidden]': { srOnly: true },
  ...Object.fromEntries(
    OUTCOMES.map((o) => [
      `& a[data-outcome="${o.key}"]`,
      { borderTopColor: o.chartColor, '& [data-count]': { color: o.color } },
    ]),
  ),
};

/**
 * One analytics tile (VERIFIED, DECLINED, ...): its count, linking to the reports list filtered by
 * it. Plain elements: its look comes from OUTCOME_TILE_STYLES on an ancestor.
 */
export function OutcomeTile({ outcome, count }: OutcomeTileProps) {
  return (
    <RouterLink
      to={reportsLinkFor(outcome)}
      data-outcome={outcome.key}
      data-testid={`outcome-tile-${outcome.key}`}
    >
      <p data-title="">{outcome.title}</p>
      <p data-count="" data-testid="outcome-count">
        {formatCount(count)}
      </p>
      <p data-more="" aria-hidden="true">
        View reports →
      </p>
      <span data-hidden="">{`, view ${outcome.label.toLowerCase()} reports`}</span>
    </RouterLink>
  );
}
