import { CircleX } from 'lucide-react';
import { useNavigate, useSearchParams } from '@pulse/router';
import { Button } from '@pulse/ui';
import { KeyValueList } from '@pulse/ui/data';
import { describeCancelReason } from '../utils/cancel-reason';
import { PaymentResultFrame } from './payment-result-frame';

/**
 * /payment-cancel (spec §2 "Payment pages"): the reason (in words, its code as a detail) and the
 * session_id, each when present.
 */
export function PaymentCancelPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  const sessionId = params.get('session_id');
  const described = reason ? describeCancelReason(reason) : null;
  const rows = [
    ...(described ? [{ label: 'Reason', value: described.text }] : []),
    ...(described?.code ? [{ label: 'Code', value: described.code }] : []),
    ...(sessionId ? [{ label: 'Session ID', value: sessionId }] : []),
  ];
  return (
    <PaymentResultFrame
      tone="warning"
      icon={<CircleX />}
      title="Payment Cancelled"
      message="Your payment was cancelled. Don't worry, no charges have been made to your account."
      actions={
        <>
          <Button colorPalette="brand" onClick={() => void navigate('/billing')}>
            Try Again
          </Button>
          <Button variant="outline" onClick={() => void navigate('/dashboard')}>
            Back to Dashboard
          </Button>
        </>
      }
      footer="Need help? Contact our support team for assistance."
    >
      {rows.length > 0 ? <KeyValueList rows={rows} w="full" textAlign="start" /> : null}
    </PaymentResultFrame>
  );
}
