import { ArrowLeft, FileJson, Printer } from 'lucide-react';
import type { ReportDetail } from '@pulse/api-client';
import { useNavigate } from '@pulse/router';
import { Button, HStack } from '@pulse/ui';
import { downloadText } from '../../../lib/download';

/** "report-rpt_123.json", safe as a file name. */
export function jsonFileName(referenceID: string | undefined): string {
  return `report-${(referenceID ?? 'unknown').replace(/[^A-Za-z0-9._-]+/g, '_')}.json`;
}

/** Back (history back, spec §2); beyond the spec: Download JSON and Print (A4 print stylesheet). */
export function ReportActions({ report }: { report: ReportDetail | null }) {
  const navigate = useNavigate();
  return (
    <HStack gap="2" mb="4" wrap="wrap" data-print-hide="">
      <Button variant="ghost" onClick={() => navigate(-1)}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      {report ? (
        <HStack gap="2" ms="auto">
          <Button
            variant="outline"
            onClick={() =>
              downloadText(
                JSON.stringify(report, null, 2),
                jsonFileName(report.report?.referenceID),
                'application/json',
              )
            }
          >
            <FileJson aria-hidden="true" />
            Download JSON
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            Print
          </Button>
        </HStack>
      ) : null}
    </HStack>
  );
}
