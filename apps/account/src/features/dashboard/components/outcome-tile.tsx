import { Link as RouterLink } from '@pulse/router';
import { Link, Text, VisuallyHidden, formatCount } from '@pulse/ui';
import type { Outcome } from '../utils/outcomes';
import { reportsLinkFor } from '../utils/outcomes';

export interface OutcomeTileProps {
  outcome: Outcome;
  count: number;
}

/** One analytics tile (VERIFIED, DECLINED, ...): its count, linking to the reports list filtered by it. */
export function OutcomeTile({ outcome, count }: OutcomeTileProps) {
  return (
    <Link
      asChild
      display="flex"
      flexDirection="column"
      alignItems="flex-start"
      gap="1"
      p="4"
      borderWidth="1px"
      borderRadius="l2"
      borderTopWidth="4px"
      borderTopColor={outcome.chartColor}
      bg="bg.panel"
      textDecoration="none"
      transition="background 120ms, box-shadow 120ms"
      _hover={{ bg: 'bg.subtle', textDecoration: 'none', boxShadow: 'sm' }}
      data-testid={`outcome-tile-${outcome.key}`}
    >
      <RouterLink to={reportsLinkFor(outcome)}>
        <Text fontSize="xs" fontWeight="semibold" letterSpacing="wider" color="fg.muted">
          {outcome.title}
        </Text>
        <Text
          fontSize="3xl"
          fontWeight="semibold"
          lineHeight="short"
          color={outcome.color}
          data-testid="outcome-count"
        >
          {formatCount(count)}
        </Text>
        <Text fontSize="xs" color="fg.muted" aria-hidden="true">
          View reports →
        </Text>
        <VisuallyHidden>{`, view ${outcome.label.toLowerCase()} reports`}</VisuallyHidden>
      </RouterLink>
    </Link>
  );
}
