/** Try the draft rules on one report. */
export { TryRulesPage } from './components/try-rules-page';
