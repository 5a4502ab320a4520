import { Alert, Box, LoadingSpinner, Text } from '@pulse/ui';
import { KeyValueList } from '@pulse/ui/data';
import { formatCount, formatUsd } from '@pulse/ui';
import type { Payment } from '../api/types';
import type { Confirmation } from '../hooks/use-payment-confirmation';
import { ReceiptLink } from './receipt-link';

function creditedRows(payment: Payment) {
  return [
    { label: 'Service', value: payment.serviceName },
    { label: 'Calls credited', value: formatCount(payment.creditedCalls || payment.quantity) },
    { label: 'Amount paid', value: formatUsd(payment.amount) },
  ];
}

/** Beyond the spec: what the confirmed payment credited, or where its confirmation stands. */
export function PaymentConfirmation({ confirmation }: { confirmation: Confirmation }) {
  switch (confirmation.state) {
    case 'none':
      return null;
    case 'checking':
      return <LoadingSpinner label="Confirming your payment" py="4" />;
    case 'paid':
      return (
        <Box
          w="full"
          borderWidth="1px"
          rounded="md"
          p="4"
          textAlign="start"
          aria-label="Credited to your account"
          role="region"
        >
          <KeyValueList rows={creditedRows(confirmation.payment)} />
          <Text mt="3" textStyle="sm">
            <ReceiptLink sessionId={confirmation.payment.sessionId} />
          </Text>
        </Box>
      );
    case 'pending':
      return (
        <Alert.Root status="info" textAlign="start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Your payment is still being confirmed.</Alert.Title>
            <Alert.Description>
              The calls are credited as soon as the payment provider confirms it; check the Billing
              page in a few minutes.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
    case 'failed':
      return (
        <Alert.Root status="error" textAlign="start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>This payment was not completed.</Alert.Title>
            <Alert.Description>No calls were credited and no charge was made.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
    case 'not-found':
      return (
        <Alert.Root status="warning" textAlign="start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>We could not find this payment.</Alert.Title>
            <Alert.Description>Check the payment history on the Billing page.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      );
  }
}
