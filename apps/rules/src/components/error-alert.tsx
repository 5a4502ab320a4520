/** The error of an action the member took (save, publish, run): the API's message in an alert. */
import { Alert } from '@pulse/ui';
import { errorText } from '@pulse/api-client';

/** Props of ErrorAlert. */
export interface ErrorAlertProps {
  /** The failure, whose API message is shown. */
  error: unknown;
  /** What to say when the API gave no message. */
  fallback: string;
}

/** An error alert with the API's message of `error`. */
export function ErrorAlert({ error, fallback }: ErrorAlertProps) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{errorText(error, fallback)}</Alert.Title>
    </Alert.Root>
  );
}
