/** Publishing, the version history with diffs, and rollback. */
export { RuleHistoryPage } from './components/history-page';
