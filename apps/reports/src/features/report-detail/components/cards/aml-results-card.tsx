import { useState } from 'react';
import { Button, SectionCard, StatusBadge, Text } from '@pulse/ui';
import { Accordion } from '@pulse/ui/data';
import { foundRecords } from '../../utils/card-rows';
import type { AmlKind } from '../../utils/card-rows';
import type { ServiceResult } from '../../utils/extract-result';
import { NoRecords } from '../no-records';
import { AmlRecordItem } from './aml-record-item';

/** Spec §9: AML records shown first. */
export const AML_INITIAL_RECORDS = 5;

const TITLES: Record<AmlKind, string> = {
  business: 'Business AML Screening Results',
  individual: 'Individual AML Screening Results',
};

/**
 * Business / Individual AML Screening Results (spec §2): the found records as accordion items, five
 * first, then "See More" / "See Less".
 */
export function AmlResultsCard({
  result,
  kind,
  headingAs,
}: {
  result: ServiceResult | null;
  kind: AmlKind;
  headingAs?: 'h2' | 'h3';
}) {
  const [expanded, setExpanded] = useState(false);
  const records = foundRecords(result?.response);
  const shown = expanded ? records : records.slice(0, AML_INITIAL_RECORDS);
  return (
    <SectionCard
      title={TITLES[kind]}
      headingAs={headingAs}
      actions={result?.status ? <StatusBadge status={result.status} /> : null}
      data-testid="service-card"
    >
      {result?.message ? (
        <Text color="fg.muted" textStyle="sm" mb="3">
          {result.message}
        </Text>
      ) : null}
      {records.length === 0 ? (
        <NoRecords />
      ) : (
        <>
          <Accordion.Root multiple collapsible variant="enclosed">
            {shown.map((record, i) => (
              <AmlRecordItem
                key={`${String(record.source_id ?? '')}-${i}`}
                record={record}
                kind={kind}
                value={String(i)}
              />
            ))}
          </Accordion.Root>
          {records.length > AML_INITIAL_RECORDS ? (
            <Button
              mt="3"
              size="sm"
              variant="ghost"
              colorPalette="brand"
              aria-expanded={expanded}
              onClick={() => setExpanded((v) => !v)}
              data-print-hide=""
            >
              {expanded ? 'See Less' : 'See More'}
            </Button>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
