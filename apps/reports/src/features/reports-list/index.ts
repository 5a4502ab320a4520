export { ReportsPage } from './components/reports-page';
