/**
 * The team's latest reports (of the tab's Test/Live view), to try the rules on one without copying
 * its reference id. Nothing shows when there are none or they cannot be read: the field still works.
 */
import { useQuery } from '@tanstack/react-query';
import { reportQueries } from '@pulse/api-client';
import { useViewMode } from '@pulse/auth';
import { Button, Stack, Text, Wrap, statusLabel } from '@pulse/ui';

/** How many recent reports are offered. */
export const RECENT_REPORTS = 5;

/** Props of RecentReports. */
export interface RecentReportsProps {
  /** Called with the chosen report's reference id. */
  onPick: (referenceId: string) => void;
}

/** A row of buttons, one per recent report. */
export function RecentReports({ onPick }: RecentReportsProps) {
  const [mode] = useViewMode();
  const reports = useQuery(reportQueries.list({ mode, limit: RECENT_REPORTS }));
  const items = reports.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Stack gap="2">
      <Text textStyle="sm" fontWeight="medium">
        Or try one of your latest reports
      </Text>
      <Wrap gap="2">
        {items.map((report) => (
          <Button
            key={report.referenceID}
            size="xs"
            variant="outline"
            onClick={() => onPick(report.referenceID)}
          >
            {report.referenceID} · {statusLabel(report.status)}
          </Button>
        ))}
      </Wrap>
    </Stack>
  );
}
