import type { ReportDetail } from '@pulse/api-client';
import { HStack, Heading, Stack, StatusBadge, Text, formatDateTime } from '@pulse/ui';
import { serviceName } from '../../../lib/services';

/** The report header: reference ID, service, status badge and date. */
export function ReportHeader({ report, status }: { report: ReportDetail; status: string | null }) {
  return (
    <Stack gap="2" mb="6">
      <HStack gap="3" wrap="wrap">
        <Heading as="h1" size="2xl" fontWeight="semibold" wordBreak="break-all">
          {report.report?.referenceID}
        </Heading>
        <StatusBadge status={status} size="lg" />
      </HStack>
      <HStack gap="3" color="fg.muted" wrap="wrap">
        <Text>{serviceName(report.apiService)}</Text>
        <Text aria-hidden="true">·</Text>
        <Text>{formatDateTime(report.report?.requestDateTime)}</Text>
      </HStack>
    </Stack>
  );
}
