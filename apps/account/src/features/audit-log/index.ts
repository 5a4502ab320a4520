/** Settings → Audit log. */
export { AuditLogPage } from './components/audit-log-page';
