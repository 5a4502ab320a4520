import { memo, useEffect, useState } from 'react';
import { mayReadBilling, useSession } from '@pulse/auth';
import { Link as RouterLink } from '@pulse/router';
import {
  Flex,
  HStack,
  Link,
  LoadingSpinner,
  PageHeader,
  SimpleGrid,
  Stack,
  currentMonth,
} from '@pulse/ui';
import { MonthPicker } from '@pulse/ui/overlays';
import type { MonthKey } from '@pulse/ui';
import { QueryClientFallback } from '../../../components/query-client-fallback';
import { mayUseDevelopers } from '../../../lib/roles';
import { useDashboard } from '../hooks/use-dashboard';
import { preloadChart } from './lazy-daily-outcomes-chart';
import { AccountSummaryPanel } from './account-summary-panel';
import { AnalyticsPanel } from './analytics-panel';
import { BillingSummaryPanel } from './billing-summary-panel';
import { DailyOutcomesPanel } from './daily-outcomes-panel';

/**
 * The title, the links and the month picker. Memoised: the page renders again when its data
 * arrives, which the header does not show.
 */
const DashboardHeader = memo(function DashboardHeader({
  month,
  onMonthChange,
  apiDocs,
}: {
  month: MonthKey;
  onMonthChange: (month: MonthKey) => void;
  /** Whether to link the API docs: only for the roles that may use the developer pages. */
  apiDocs: boolean;
}) {
  return (
    <PageHeader title="Dashboard" mb="0">
      {/* One group at the end of the row: the links sit beside the picker, level with its box,
          instead of floating between the title and the picker. */}
      <Flex gap="4" align="end" wrap="wrap">
        <HStack gap="4" h="10">
          <Link asChild fontSize="sm">
            <RouterLink to="/data-sources">Data sources</RouterLink>
          </Link>
          {/* The interactive OpenAPI docs the API serves, on the same origin. */}
          {apiDocs ? (
            <Link href="/api/docs" target="_blank" rel="noopener" fontSize="sm">
              API docs
            </Link>
          ) : null}
        </HStack>
        <MonthPicker value={month} onChange={onMonthChange} />
      </Flex>
    </PageHeader>
  );
});

/**
 * Dashboard page (spec §2 "Dashboard", §4 "Dashboard load"): a month picker (current month by default;
 * every change reloads), the analytics tiles, the daily chart, the account summary and the monthly
 * billing summary of the signed-in client. Mounted by the shell inside its layout.
 */
export function DashboardPage() {
  return (
    <QueryClientFallback>
      <Dashboard />
    </QueryClientFallback>
  );
}

function Dashboard() {
  const { user } = useSession();
  const [month, setMonth] = useState<MonthKey>(() => currentMonth());
  // A role that may not read billing gets no billing summary (the API would refuse it).
  const { data, isLoading } = useDashboard(user?.clientId, month, mayReadBilling(user?.role));

  useEffect(() => {
    // Fetch the chart's chunk alongside the data, so it is usually there when the panels appear.
    void preloadChart().catch(() => undefined);
  }, []);

  return (
    <Stack gap="6">
      <DashboardHeader
        month={month}
        onMonthChange={setMonth}
        apiDocs={mayUseDevelopers(user?.role)}
      />
      {isLoading ? (
        <LoadingSpinner label="Loading dashboard" />
      ) : (
        <Stack gap="6" data-testid="dashboard-panels">
          <AnalyticsPanel counts={data.countDetails} month={month} />
          <DailyOutcomesPanel daily={data.daily} month={month} />
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
            <AccountSummaryPanel services={data.services} />
            {data.billingSummary ? <BillingSummaryPanel summary={data.billingSummary} /> : null}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
