/** Developers → Requests: the request log page. */
export { RequestLogPage } from './components/request-log-page';
export { firstRequestLogPageQuery } from './hooks/use-request-log';
