import { SectionCard, splitFieldName } from '@pulse/ui';
import { KeyValueList } from '@pulse/ui/data';
import { inputRows } from '../utils/card-rows';
import { NoRecords } from './no-records';

/** Report Input (spec §2): each non-empty input field, with the field name split into words. */
export function ReportInputCard({ input }: { input: unknown }) {
  const rows = inputRows(input, splitFieldName);
  return (
    <SectionCard title="Report Input" className="pulse-avoid-break">
      {rows.length > 0 ? <KeyValueList rows={rows} /> : <NoRecords />}
    </SectionCard>
  );
}
