import { Alert, formatDate } from '@pulse/ui';

export interface RedactedNoticeProps {
  /** When the report's personal data was removed (ISO 8601); absent while it is kept. */
  redactedAt: string | undefined;
}

/**
 * Says that a report's personal fields were removed by an erasure or the tenant's retention period
 * (issue 52, docs/adr/0059-personal-data.md): its input and result show empty, while its id,
 * status, service and times stay. Nothing is shown for a report that keeps its data.
 */
export function RedactedNotice({ redactedAt }: RedactedNoticeProps) {
  if (!redactedAt) return null;
  return (
    <Alert.Root status="info" mb="6">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Personal data removed on {formatDate(redactedAt)}</Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );
}
