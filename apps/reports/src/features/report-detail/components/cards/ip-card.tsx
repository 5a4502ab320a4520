import { ipRows } from '../../utils/card-rows';
import type { ServiceResult } from '../../utils/extract-result';
import { RowsCard } from '../rows-card';

/** IP Verification (spec §2 "Report detail"). */
export function IpCard({
  result,
  headingAs,
}: {
  result: ServiceResult | null;
  headingAs?: 'h2' | 'h3';
}) {
  return <RowsCard title="IP Verification" result={result} rows={ipRows} headingAs={headingAs} />;
}
