/**
 * The e-mail to the member who started a batch, when it ends (done or cancelled).
 */
import type { BatchRow } from '../../db/schema/index.js';
import type { Mail } from '../../lib/mailer.js';
import { escapeHtml } from '../../payments/pages.js';

/**
 * @param batch the ended batch (its state, counts and file name)
 * @param opts.link the batch's detail page in the dashboard
 */
export function batchEndedMail(
  to: string,
  fullName: string,
  batch: Pick<BatchRow, 'state' | 'fileName' | 'rowCount' | 'rowsDone' | 'rowsFailed'>,
  opts: { serviceName: string; link: string },
): Mail {
  const n = (v: number) => v.toLocaleString('en-US');
  const ended = batch.state === 'done' ? 'has finished' : 'was cancelled';
  const counts = `${n(batch.rowsDone)} of ${n(batch.rowCount)} rows were screened, ${n(batch.rowsFailed)} with errors (not charged).`;
  const lead = `Your ${opts.serviceName} batch "${batch.fileName}" ${ended}.`;
  const results = 'The results and the rows with errors are on the batch page.';
  return {
    to,
    subject: `Pulse: batch "${batch.fileName}" ${ended}`,
    text: `Hello ${fullName},\n\n${lead} ${counts}\n\n${results}\n${opts.link}\n`,
    html: `<p>Hello ${escapeHtml(fullName)},</p><p>${escapeHtml(lead)} ${escapeHtml(counts)}</p><p><a href="${escapeHtml(opts.link)}">${escapeHtml(results)}</a></p>`,
  };
}
