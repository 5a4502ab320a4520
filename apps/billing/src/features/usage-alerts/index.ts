/** Usage alerts: calls left against each service's alert threshold, and its form. */
export { UsageAlertsPanel } from './components/usage-alerts-panel';
