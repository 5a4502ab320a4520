/** Balance warnings: calls left against each service's warning threshold, and its form. */
export { BalanceWarningsPanel } from './components/balance-warnings-panel';
