import { memo } from 'react';
import { EmptyState, LoadingSpinner, usePhoneLayout } from '@pulse/ui';
import { RecordCards, Table } from '@pulse/ui/data';
import { formatCount, formatDateTime, formatUsd } from '@pulse/ui';
import { usePaymentHistory } from '../hooks/use-payment-history';
import { PaymentStatusBadge } from './payment-status-badge';
import { ReceiptLink } from './receipt-link';

const COLUMNS = ['Date', 'Service', 'Quantity', 'Amount', 'Status', 'Receipt'] as const;
const NUMERIC = new Set<string>(['Quantity', 'Amount']);

/** The month ('YYYY-MM', UTC like every billing month) a payment belongs to: when paid, else opened. */
export const paymentMonth = (p: { paidAt: string | null; createdAt: string }): string =>
  (p.paidAt ?? p.createdAt).slice(0, 7);

/**
 * Beyond the spec: the client's top-ups of `month` ('YYYY-MM'; all when omitted), newest first,
 * with a receipt for each paid one.
 *
 * Memoised: the Billing page renders again when its billing data arrives; this list depends on the
 * month only.
 */
export const PaymentHistory = memo(function PaymentHistory({ month }: { month?: string }) {
  const history = usePaymentHistory();
  const { isLoading, failed } = history;
  const payments = month
    ? history.payments.filter((p) => paymentMonth(p) === month)
    : history.payments;
  const phone = usePhoneLayout();
  const emptyText = failed
    ? 'Payment history could not be loaded'
    : month
      ? 'No payments this month'
      : undefined;
  if (phone) {
    if (isLoading) return <LoadingSpinner label="Loading payments" />;
    return (
      <RecordCards
        label="Payment history"
        empty={<EmptyState text={emptyText} />}
        records={payments.map((payment) => ({
          key: payment.sessionId,
          title: payment.serviceName,
          fields: [
            { label: 'Date', value: formatDateTime(payment.paidAt ?? payment.createdAt) },
            { label: 'Quantity', value: formatCount(payment.quantity) },
            { label: 'Amount', value: formatUsd(payment.amount) },
            { label: 'Status', value: <PaymentStatusBadge status={payment.status} /> },
          ],
          actions:
            payment.status === 'paid' ? <ReceiptLink sessionId={payment.sessionId} /> : undefined,
        }))}
      />
    );
  }
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
                <EmptyState text={emptyText} />
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
});
