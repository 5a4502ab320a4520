/** Developers → Requests (issue 18 §4): the request log page. */
export { RequestLogPage } from './components/request-log-page';
export { firstRequestLogPageQuery } from './hooks/use-request-log';
