import { binRows } from '../../utils/card-rows';
import type { ServiceResult } from '../../utils/extract-result';
import { RowsCard } from '../rows-card';

/** BIN Verification (spec §2 "Report detail"). */
export function BinCard({
  result,
  headingAs,
}: {
  result: ServiceResult | null;
  headingAs?: 'h2' | 'h3';
}) {
  return <RowsCard title="BIN Verification" result={result} rows={binRows} headingAs={headingAs} />;
}
