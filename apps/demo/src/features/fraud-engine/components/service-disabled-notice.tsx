import { Alert } from '@pulse/ui';

/** Spec §2: the notice of a client without the fraud engine (or with every sub-service off). */
export const FRAUD_ENGINE_DISABLED =
  'Fraud Engine Service Disabled – To access fraud detection features please contact support.';

export function ServiceDisabledNotice() {
  return (
    <Alert.Root status="warning" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{FRAUD_ENGINE_DISABLED}</Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );
}
