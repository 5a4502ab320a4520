import type { ReportDetail } from '@pulse/api-client';
import { Link as RouterLink } from '@pulse/router';
import { Link, SectionCard } from '@pulse/ui';
import { KeyValueList } from '@pulse/ui/data';
import { serviceName } from '../../../lib/services';

/**
 * Request Type: "Batch" linked to the batch for a batch row's report (whoever started the batch,
 * dashboard or API), else "API" or "Dashboard".
 */
function requestType(report: ReportDetail) {
  if (report.batchId)
    return (
      <Link asChild textDecoration="underline">
        <RouterLink to={`/batches/${encodeURIComponent(report.batchId)}`}>Batch</RouterLink>
      </Link>
    );
  if (report.requestType === 'api') return 'API';
  return report.requestType === 'dashboard' ? 'Dashboard' : report.requestType;
}

/** Transaction Metadata (spec §2): Client ID, Reference ID, Service, License Key, Request Type. */
export function TransactionMetadataCard({ report }: { report: ReportDetail }) {
  return (
    <SectionCard title="Transaction Metadata" className="pulse-avoid-break">
      <KeyValueList
        rows={[
          { label: 'Client ID', value: report.clientId },
          { label: 'Reference ID', value: report.report?.referenceID },
          { label: 'Service', value: serviceName(report.apiService) },
          { label: 'License Key', value: report.report?.apiKeyUsed },
          { label: 'Request Type', value: requestType(report) },
        ]}
      />
    </SectionCard>
  );
}
