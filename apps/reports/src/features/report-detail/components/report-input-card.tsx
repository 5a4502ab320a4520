import { FUZZY_FIELDS, INPUT_FIELD_LABELS } from '@pulse/catalog';
import { SectionCard, splitFieldName } from '@pulse/ui';
import { KeyValueList } from '@pulse/ui/data';
import { inputRows } from '../utils/card-rows';
import { NoRecords } from './no-records';

/** The label of a request field: the catalog's, else its name split into words. */
const labelOf = (name: string): string => INPUT_FIELD_LABELS[name] ?? splitFieldName(name);

const MODES: Record<string, string> = { '2': 'Yes', '1': 'No' };
const valueOf = (name: string, value: string): string =>
  FUZZY_FIELDS.includes(name) ? (MODES[value] ?? value) : value;

/**
 * Report Input (spec §2): each non-empty input field, labelled as the forms label it (the
 * catalog's field labels); the search mode reads Yes (fuzzy, '2') or No (exact, '1').
 */
export function ReportInputCard({ input }: { input: unknown }) {
  const rows = inputRows(input, labelOf, valueOf);
  return (
    <SectionCard title="Report Input" className="pulse-avoid-break">
      {rows.length > 0 ? <KeyValueList rows={rows} /> : <NoRecords />}
    </SectionCard>
  );
}
