export { AddSubjectForm, goToAddSubject } from './components/add-subject-form';
export { AlertList } from './components/alert-list';
export { MonitorError, isNoCallsLeft } from './components/no-calls-left';
export { SubjectTable } from './components/subject-table';
export {
  ALERTS_PAGE_SIZE,
  SUBJECTS_PAGE_SIZE,
  parseSubjectsQuery,
  subjectsParams,
  useMonitorBatch,
} from './hooks/use-monitoring';
export { MONITORING_PRICE_TEXT, addedText, mayMonitor } from './utils/format';
export { MonitorRows, mayMonitorRows } from './components/monitor-rows';
