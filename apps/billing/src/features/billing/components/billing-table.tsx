import { EmptyState, LoadingSpinner, usePhoneLayout } from '@pulse/ui';
import { RecordCards, ScrollRegion, SimpleTable } from '@pulse/ui/data';
import type { BillingData } from '@pulse/api-client';
import { BILLING_COLUMNS } from '../utils/columns';

export interface BillingTableProps {
  billingData: BillingData | null;
  isLoading: boolean;
}

/**
 * The monthly billing table (spec §2); "No Records Found" when empty or after a failed load. On a
 * phone each service is a card of the same seven columns, so none is cut off. Plain cells styled
 * from the table (@pulse/ui SimpleTable): the page renders them when its data arrives.
 */
export function BillingTable({ billingData, isLoading }: BillingTableProps) {
  const services = billingData?.services ?? [];
  const phone = usePhoneLayout();
  if (phone) {
    if (isLoading && !billingData) return <LoadingSpinner label="Loading billing" />;
    const [first, ...rest] = BILLING_COLUMNS;
    return (
      <RecordCards
        label="Monthly billing"
        empty={<EmptyState />}
        records={services.map((service) => ({
          key: service.id || service.name,
          title: first ? first.cell(service) : service.name,
          fields: rest.map((column) => ({ label: column.header, value: column.cell(service) })),
        }))}
      />
    );
  }
  return (
    <ScrollRegion label="Monthly billing">
      <SimpleTable size="sm" aria-label="Monthly billing" aria-busy={isLoading}>
        <thead>
          <tr>
            {BILLING_COLUMNS.map((column) => (
              <th key={column.header} data-numeric={column.numeric || undefined} data-nowrap>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {isLoading && !billingData ? (
            <tr>
              <td colSpan={BILLING_COLUMNS.length}>
                <LoadingSpinner label="Loading billing" />
              </td>
            </tr>
          ) : services.length === 0 ? (
            <tr>
              <td colSpan={BILLING_COLUMNS.length}>
                <EmptyState />
              </td>
            </tr>
          ) : (
            services.map((service) => (
              <tr key={service.id || service.name}>
                {BILLING_COLUMNS.map((column) => (
                  <td key={column.header} data-numeric={column.numeric || undefined}>
                    {column.cell(service)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </SimpleTable>
    </ScrollRegion>
  );
}
