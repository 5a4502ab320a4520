import { Alert } from '@pulse/ui';

export const ACCURACY_TEXT =
  'Entering complete and accurate data ensures you receive the most precise and detailed report. Inaccurate information may lead to incomplete results.';

/** The banner of spec §2 Demo. */
export function AccuracyBanner() {
  return (
    <Alert.Root status="info" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{ACCURACY_TEXT}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
