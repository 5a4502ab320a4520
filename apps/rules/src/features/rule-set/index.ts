/** The draft rule set: its rules, editor and thresholds. */
export { RulesPage } from './components/rules-page';
