import { CircleCheck } from 'lucide-react';
import { useNavigate, useSearchParams } from '@pulse/router';
import { Button } from '@pulse/ui';
import { usePaymentConfirmation } from '../hooks/use-payment-confirmation';
import { PaymentConfirmation } from './payment-confirmation';
import { PaymentResultFrame } from './payment-result-frame';

/**
 * /payment-success (spec §2 "Payment pages"), every text as specified. Beyond the spec: with a
 * `session_id` it waits for the payment to be confirmed and shows what was credited.
 */
export function PaymentSuccessPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const confirmation = usePaymentConfirmation(params.get('session_id') || null);
  return (
    <PaymentResultFrame
      tone="success"
      icon={<CircleCheck />}
      title="Payment Successful!"
      message="Thank you for your purchase. Your payment has been processed successfully."
      actions={
        <Button colorPalette="brand" onClick={() => void navigate('/dashboard')}>
          Continue to Dashboard
        </Button>
      }
      footer="You will receive a confirmation email shortly."
    >
      <PaymentConfirmation confirmation={confirmation} />
    </PaymentResultFrame>
  );
}
