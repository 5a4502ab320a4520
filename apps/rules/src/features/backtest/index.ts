/** Backtest the draft on past reports. */
export { BacktestPage } from './components/backtest-page';
