import { phoneRows } from '../../utils/card-rows';
import type { ServiceResult } from '../../utils/extract-result';
import { RowsCard } from '../rows-card';

/** Phone Verification (spec §2): status badge and the 25 rows of spec §3 "Phone result fields". */
export function PhoneCard({
  result,
  headingAs,
}: {
  result: ServiceResult | null;
  headingAs?: 'h2' | 'h3';
}) {
  return (
    <RowsCard title="Phone Verification" result={result} rows={phoneRows} headingAs={headingAs} />
  );
}
