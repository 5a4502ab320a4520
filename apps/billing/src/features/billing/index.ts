/** Monthly billing: the month's figures, per-service table and summary cards. */
export { BillingSummaryCards } from './components/billing-summary-cards';
export { BillingTable } from './components/billing-table';
export { useBilling } from './hooks/use-billing';
