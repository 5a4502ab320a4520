/** Settings → Audit log (issue 17 §6). */
export { AuditLogPage } from './components/audit-log-page';
