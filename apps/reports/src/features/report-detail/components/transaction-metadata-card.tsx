import type { ReportDetail } from '@pulse/api-client';
import { SectionCard } from '@pulse/ui';
import { KeyValueList } from '@pulse/ui/data';
import { serviceName } from '../../../lib/services';

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
          {
            label: 'Request Type',
            value:
              report.requestType === 'api'
                ? 'API'
                : report.requestType === 'dashboard'
                  ? 'Dashboard'
                  : report.requestType,
          },
        ]}
      />
    </SectionCard>
  );
}
