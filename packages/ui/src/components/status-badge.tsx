/** StatusBadge: a report status shown through the spec §4 table, colored by its tone. */
import { Badge } from '@chakra-ui/react';
import type { BadgeProps } from '@chakra-ui/react';
import { statusLabel, statusTone } from '../format/status';

export interface StatusBadgeProps extends Omit<BadgeProps, 'children' | 'colorPalette'> {
  /** The stored status, any case (VERIFIED, declined, ...); null shows "Not Available". */
  status: string | null | undefined;
}

export function StatusBadge({ status, ...rest }: StatusBadgeProps) {
  return (
    <Badge colorPalette={statusTone(status)} variant="subtle" size="md" {...rest}>
      {statusLabel(status)}
    </Badge>
  );
}
