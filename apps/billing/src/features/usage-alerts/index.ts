/** Usage alerts (issue 18 §6): calls left against each service's alert threshold, and its form. */
export { UsageAlertsPanel } from './components/usage-alerts-panel';
