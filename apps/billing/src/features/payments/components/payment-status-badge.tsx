import { Badge } from '@pulse/ui';
import { paymentStatusLabel, paymentStatusPalette } from '../utils/payment-status';

export function PaymentStatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={paymentStatusPalette(status)} variant="subtle">
      {paymentStatusLabel(status)}
    </Badge>
  );
}
