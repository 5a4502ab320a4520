/** The balance-warning calls of the Billing page, through @pulse/api-client. */
export { getBalanceWarnings, removeBalanceWarning, setBalanceWarning } from '@pulse/api-client';
export type { BalanceWarningLine } from '@pulse/api-client';
