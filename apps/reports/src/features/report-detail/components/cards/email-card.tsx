import { emailRows } from '../../utils/card-rows';
import type { ServiceResult } from '../../utils/extract-result';
import { RowsCard } from '../rows-card';

/** Email Verification (spec §2 "Report detail"). */
export function EmailCard({
  result,
  headingAs,
}: {
  result: ServiceResult | null;
  headingAs?: 'h2' | 'h3';
}) {
  return (
    <RowsCard title="Email Verification" result={result} rows={emailRows} headingAs={headingAs} />
  );
}
