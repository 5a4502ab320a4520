import { useState } from 'react';
import { useSession } from '@pulse/auth';
import { Alert, PageHeader, SectionCard, Stack, currentMonth, monthLabel } from '@pulse/ui';
import { MonthPicker } from '@pulse/ui/overlays';
import { BillingSummaryCards, BillingTable, useBilling } from '../features/billing';
import { PaymentHistory } from '../features/payments';
import { TopUpForm } from '../features/top-up';
import { BalanceWarningsPanel } from '../features/balance-warnings';

/**
 * Billing (spec §2 "Billing"): the month picker (current month by default), Total Calls and Total
 * Cost, the Top Up form, the seven-column monthly table and, beyond the spec, the balance warnings
 * and the payment history.
 * Everything follows the chosen month: the payments made in it, and for a past month a note that
 * the paid balance (the one figure that is not per month) is today's.
 */
export function BillingPage() {
  const { user } = useSession();
  const [month, setMonth] = useState<string>(() => currentMonth());
  const { billingData, isLoading } = useBilling(user?.clientId, month);
  const past = month < currentMonth();

  return (
    <Stack gap="6">
      <PageHeader title="Billing" mb="0">
        <MonthPicker value={month} onChange={setMonth} />
      </PageHeader>
      <BillingSummaryCards billingData={billingData} />
      <SectionCard title="Top Up">
        <TopUpForm billedServices={billingData?.services} />
      </SectionCard>
      <SectionCard title="Balance warnings">
        <BalanceWarningsPanel />
      </SectionCard>
      <SectionCard title="Monthly Billing">
        {past ? (
          <Alert.Root status="info" mb="4" data-testid="past-month-note">
            <Alert.Indicator />
            <Alert.Description>
              Calls used and costs are those of {monthLabel(month)}. Paid Calls (Available) is your
              balance today: purchased calls do not expire.
            </Alert.Description>
          </Alert.Root>
        ) : null}
        <BillingTable billingData={billingData} isLoading={isLoading} />
      </SectionCard>
      <SectionCard title={`Payment History — ${monthLabel(month)}`}>
        <PaymentHistory month={month} />
      </SectionCard>
    </Stack>
  );
}
