export { ReportDetailPage } from './components/report-detail-page';
