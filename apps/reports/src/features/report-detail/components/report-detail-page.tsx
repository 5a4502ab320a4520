import { useMemo } from 'react';
import { useParams } from '@pulse/router';
import { Alert, LoadingSpinner, Stack, usePageTitle } from '@pulse/ui';
import { useReport } from '../api/use-report';
import { extractResult, reportStatus } from '../utils/extract-result';
import { DecisionCard } from './decision-card';
import { MonitorSubject } from './monitor-subject';
import { PrintStyles } from './print-styles';
import { RedactedNotice } from './redacted-notice';
import { ReportActions } from './report-actions';
import { ReportHeader } from './report-header';
import { ReportInputCard } from './report-input-card';
import { RulesDecisionCard } from './rules-decision-card';
import { ServiceCard } from './service-card';
import { TransactionMetadataCard } from './transaction-metadata-card';

/**
 * Report detail (spec §2, route /reports/{referenceID}): spinner, then Back and the report header,
 * a notice when its personal data was removed, the common cards (Transaction Metadata, Decision,
 * Report Input) and the service card of the
 * report's apiService, then the rules decision when the report has one; on AML reports "Monitor this subject" for the roles that may. A load error shows its message in place and the toast "Error: {server error}".
 */
export function ReportDetailPage() {
  const { id } = useParams();
  usePageTitle(id ? `Report ${id}` : 'Report');
  const { loading, report, error } = useReport(id);
  const result = useMemo(() => (report ? extractResult(report) : null), [report]);

  if (loading) return <LoadingSpinner label="Loading report" />;

  if (!report) {
    return (
      <Stack gap="0">
        <ReportActions report={null} />
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title data-testid="report-error">{error ?? 'Unknown error'}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      </Stack>
    );
  }

  const status = reportStatus(report, result);
  return (
    <Stack gap="0" data-testid="report-detail">
      <PrintStyles />
      <ReportActions report={report} />
      <ReportHeader report={report} status={status} />
      <MonitorSubject report={report} />
      <RedactedNotice redactedAt={report.redactedAt} />
      <Stack gap="6">
        <TransactionMetadataCard report={report} />
        <DecisionCard
          result={result}
          status={status}
          requestDateTime={report.report?.requestDateTime}
        />
        <ReportInputCard input={report.inputRequest} />
        <ServiceCard service={report.apiService} result={result} />
        <RulesDecisionCard decision={report.decision} />
      </Stack>
    </Stack>
  );
}
