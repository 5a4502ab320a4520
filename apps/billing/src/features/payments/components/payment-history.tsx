import { memo } from 'react';
import { EmptyState, LoadingSpinner, usePhoneLayout } from '@pulse/ui';
import { RecordCards, ScrollRegion, SimpleTable } from '@pulse/ui/data';
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
    <ScrollRegion label="Payment history">
      <SimpleTable size="sm" aria-label="Payment history">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} data-numeric={NUMERIC.has(column) || undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {isLoading ? (
            <tr>
              <td colSpan={COLUMNS.length}>
                <LoadingSpinner label="Loading payments" />
              </td>
            </tr>
          ) : payments.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS.length}>
                <EmptyState text={emptyText} />
              </td>
            </tr>
          ) : (
            payments.map((payment) => (
              <tr key={payment.sessionId}>
                <td data-nowrap>{formatDateTime(payment.paidAt ?? payment.createdAt)}</td>
                <td>{payment.serviceName}</td>
                <td data-numeric>{formatCount(payment.quantity)}</td>
                <td data-numeric>{formatUsd(payment.amount)}</td>
                <td>
                  <PaymentStatusBadge status={payment.status} />
                </td>
                <td>
                  {payment.status === 'paid' ? <ReceiptLink sessionId={payment.sessionId} /> : null}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </SimpleTable>
    </ScrollRegion>
  );
});
