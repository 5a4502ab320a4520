import { formatCount, type SystemStyleObject } from '@pulse/ui';
import { usageOf } from '../utils/usage';

export interface FreeUsageBarProps {
  serviceName: string;
  freeUsed: number | null;
  freeLimit: number | null;
}

/**
 * The bars' look: Chakra's Progress recipe (outline variant, rounded, size xs) in the brand colour,
 * orange once the allowance is used up, with the text below in small muted regular type (a phone's
 * record card puts the bar in its bold title). Applied once by the element that holds the bars
 * (the Account Summary card), like SimpleTable's cells: a Progress per bar was four styled elements
 * per service on every dashboard render (docs/adr/0034-tables-with-plain-cells.md).
 */
export const FREE_USAGE_BAR_STYLES: SystemStyleObject = {
  '& [data-usage-bar]': { mt: '1.5', minW: '8rem', maxW: '12rem' },
  '& [data-usage-bar] [role="progressbar"]': {
    position: 'relative',
    overflow: 'hidden',
    h: '1.5',
    borderRadius: 'l1',
    bgColor: 'bg.muted',
    shadow: 'inset',
  },
  '& [data-usage-bar] [data-range]': {
    h: '100%',
    bgColor: 'brand.solid',
    transitionProperty: 'width',
    transitionDuration: 'slow',
  },
  '& [data-usage-bar][data-exhausted] [data-range]': { bgColor: 'orange.solid' },
  '& [data-usage-bar] p': { fontSize: 'xs', fontWeight: 'normal', color: 'fg.muted', mt: '1' },
};

/**
 * This month's free calls used against the free allowance, as an accessible progress bar
 * (role progressbar, aria-valuenow/min/max and a text value). Nothing when the service has no
 * allowance. Plain elements: its look comes from FREE_USAGE_BAR_STYLES on an ancestor.
 */
export function FreeUsageBar({ serviceName, freeUsed, freeLimit }: FreeUsageBarProps) {
  const usage = usageOf(freeUsed, freeLimit);
  if (!usage) return null;
  const text = `${formatCount(usage.used)} of ${formatCount(usage.limit)} free calls used`;
  return (
    <div data-usage-bar="" data-exhausted={usage.exhausted ? '' : undefined}>
      <div
        role="progressbar"
        aria-label={`${serviceName} free calls used`}
        aria-valuemin={0}
        aria-valuemax={usage.limit}
        aria-valuenow={usage.used}
        aria-valuetext={text}
      >
        <div data-range="" style={{ width: `${(usage.used / usage.limit) * 100}%` }} />
      </div>
      <p>{text}</p>
    </div>
  );
}
