import { EmptyState, LoadingSpinner } from '@pulse/ui';
import { Table } from '@pulse/ui/data';
import { formatCount, formatDateTime, formatUsd } from '@pulse/ui';
import { usePaymentHistory } from '../hooks/use-payment-history';
import { PaymentStatusBadge } from './payment-status-badge';
import { ReceiptLink } from './receipt-link';

const COLUMNS = ['Date', 'Service', 'Quantity', 'Amount', 'Status', 'Receipt'] as const;
const NUMERIC = new Set<string>(['Quantity', 'Amount']);

/** Beyond the spec: the client's top-ups, newest first, with a receipt for each paid one. */
export function PaymentHistory() {
  const { isLoading, payments, failed } = usePaymentHistory();
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Payment history">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((column) => (
              <Table.ColumnHeader key={column} textAlign={NUMERIC.has(column) ? 'end' : 'start'}>
                {column}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {isLoading ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS.length}>
                <LoadingSpinner label="Loading payments" />
              </Table.Cell>
            </Table.Row>
          ) : payments.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS.length}>
                <EmptyState text={failed ? 'Payment history could not be loaded' : undefined} />
              </Table.Cell>
            </Table.Row>
          ) : (
            payments.map((payment) => (
              <Table.Row key={payment.sessionId}>
                <Table.Cell whiteSpace="nowrap">
                  {formatDateTime(payment.paidAt ?? payment.createdAt)}
                </Table.Cell>
                <Table.Cell>{payment.serviceName}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatCount(payment.quantity)}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                  {formatUsd(payment.amount)}
                </Table.Cell>
                <Table.Cell>
                  <PaymentStatusBadge status={payment.status} />
                </Table.Cell>
                <Table.Cell>
                  {payment.status === 'paid' ? <ReceiptLink sessionId={payment.sessionId} /> : null}
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
