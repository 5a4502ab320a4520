/** The usage-alert calls of the Billing page, through @pulse/api-client. */
export { getUsageAlerts, removeUsageAlert, setUsageAlert } from '@pulse/api-client';
export type { UsageAlertLine } from '@pulse/api-client';
