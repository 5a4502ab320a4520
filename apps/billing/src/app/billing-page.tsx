import { useState } from 'react';
import { useSession } from '@pulse/auth';
import { PageHeader, SectionCard, Stack, currentMonth } from '@pulse/ui';
import { MonthPicker } from '@pulse/ui/overlays';
import { BillingSummaryCards, BillingTable, useBilling } from '../features/billing';
import { PaymentHistory } from '../features/payments';
import { TopUpForm } from '../features/top-up';

/**
 * Billing (spec §2 "Billing"): the month picker (current month by default), Total Calls and Total
 * Cost, the Top Up form, the seven-column monthly table and, beyond the spec, the payment history.
 */
export function BillingPage() {
  const { user } = useSession();
  const [month, setMonth] = useState<string>(() => currentMonth());
  const { billingData, isLoading } = useBilling(user?.clientId, month);

  return (
    <Stack gap="6">
      <PageHeader title="Billing" mb="0">
        <MonthPicker value={month} onChange={setMonth} />
      </PageHeader>
      <BillingSummaryCards billingData={billingData} />
      <SectionCard title="Top Up">
        <TopUpForm billedServices={billingData?.services} />
      </SectionCard>
      <SectionCard title="Monthly Billing">
        <BillingTable billingData={billingData} isLoading={isLoading} />
      </SectionCard>
      <SectionCard title="Payment History">
        <PaymentHistory />
      </SectionCard>
    </Stack>
  );
}
