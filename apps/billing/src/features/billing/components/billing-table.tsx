import { EmptyState, LoadingSpinner, usePhoneLayout } from '@pulse/ui';
import { RecordCards, Table } from '@pulse/ui/data';
import type { BillingData } from '@pulse/api-client';
import { BILLING_COLUMNS } from '../utils/columns';

export interface BillingTableProps {
  billingData: BillingData | null;
  isLoading: boolean;
}

/**
 * The monthly billing table (spec §2); "No Records Found" when empty or after a failed load. On a
 * phone each service is a card of the same seven columns, so none is cut off.
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
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Monthly billing" aria-busy={isLoading}>
        <Table.Header>
          <Table.Row>
            {BILLING_COLUMNS.map((column) => (
              <Table.ColumnHeader
                key={column.header}
                textAlign={column.numeric ? 'end' : 'start'}
                whiteSpace="nowrap"
              >
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {isLoading && !billingData ? (
            <Table.Row>
              <Table.Cell colSpan={BILLING_COLUMNS.length}>
                <LoadingSpinner label="Loading billing" />
              </Table.Cell>
            </Table.Row>
          ) : services.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={BILLING_COLUMNS.length}>
                <EmptyState />
              </Table.Cell>
            </Table.Row>
          ) : (
            services.map((service) => (
              <Table.Row key={service.id || service.name}>
                {BILLING_COLUMNS.map((column) => (
                  <Table.Cell
                    key={column.header}
                    textAlign={column.numeric ? 'end' : 'start'}
                    fontVariantNumeric={column.numeric ? 'tabular-nums' : undefined}
                  >
                    {column.cell(service)}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
