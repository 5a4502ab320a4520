export { CaseDetail } from './components/case-detail';
export { CaseQueue } from './components/case-queue';
export { FourEyesSetting } from './components/four-eyes-setting';
export { useCase, useTeam } from './hooks/use-cases';
export { mayReviewCases, subjectText } from './utils/format';
export { CASES_PAGE_SIZE, parseQueueQuery, toApiParams } from './utils/queue-query';
export { CasesPage } from './components/cases-page';
