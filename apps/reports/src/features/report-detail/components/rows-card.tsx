import type { ReactNode } from 'react';
import { SectionCard, StatusBadge, Text } from '@pulse/ui';
import { KeyValueList } from '@pulse/ui/data';
import type { Row } from '../utils/card-rows';
import type { ServiceResult } from '../utils/extract-result';
import { NoRecords } from './no-records';

export interface RowsCardProps {
  title: string;
  result: ServiceResult | null;
  rows: (response: unknown) => Row[];
  headingAs?: 'h2' | 'h3';
  children?: ReactNode;
}

/** A service card: title with the result's status badge, its message, and label/value rows. */
export function RowsCard({ title, result, rows, headingAs = 'h2', children }: RowsCardProps) {
  const response = result?.response ?? null;
  return (
    <SectionCard
      title={title}
      headingAs={headingAs}
      actions={result?.status ? <StatusBadge status={result.status} /> : null}
      data-testid="service-card"
      className="pulse-avoid-break"
    >
      {response ? (
        <>
          {result?.message ? (
            <Text color="fg.muted" textStyle="sm" mb="3">
              {result.message}
            </Text>
          ) : null}
          <KeyValueList rows={rows(response).map((r) => ({ label: r.label, value: r.value }))} />
          {children}
        </>
      ) : (
        <NoRecords />
      )}
    </SectionCard>
  );
}
