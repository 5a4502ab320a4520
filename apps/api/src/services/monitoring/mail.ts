/**
 * The e-mail to a tenant's owners and admins after a list update raised monitoring alerts: one per
 * tenant per update, summarising them (docs/adr/0047-aml-monitoring.md).
 */
import type { Mail } from '../../lib/mailer.js';
import { escapeHtml } from '../../payments/pages.js';
import type { MonitoringAlert } from '../../repositories/monitoring.js';

const KIND_TEXT: Readonly<Record<MonitoringAlert['kind'], string>> = {
  new_match: 'new match',
  changed_match: 'changed match',
  match_ended: 'match ended',
};

/** Alerts listed in the e-mail; the rest are counted. */
const LISTED = 20;

/**
 * @param alerts the tenant's alerts of one list update
 * @param link the monitoring page of the dashboard
 */
export function monitoringAlertsMail(
  to: string,
  fullName: string,
  alerts: readonly MonitoringAlert[],
  link: string,
): Mail {
  const n = alerts.length;
  const lead = `A sanctions list update raised ${n} monitoring alert${n === 1 ? '' : 's'} for your monitored subjects.`;
  const lines = alerts
    .slice(0, LISTED)
    .map((a) => `${a.subjectName}: ${KIND_TEXT[a.kind]} with "${a.entryName}" (${a.entryId})`);
  if (n > LISTED) lines.push(`and ${n - LISTED} more`);
  const review = 'Review them on the monitoring page; new and changed matches have a case.';
  return {
    to,
    subject: `Pulse: ${n} AML monitoring alert${n === 1 ? '' : 's'}`,
    text: `Hello ${fullName},\n\n${lead}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n\n${review}\n${link}\n`,
    html: `<p>Hello ${escapeHtml(fullName)},</p><p>${escapeHtml(lead)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul><p><a href="${escapeHtml(link)}">${escapeHtml(review)}</a></p>`,
  };
}
