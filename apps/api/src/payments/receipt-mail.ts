/**
 * The receipt e-mail of a paid top-up (spec §2 "Payment pages": the success page promises "You will
 * receive a confirmation email shortly"). Sent once, by whichever fulfilment credited the calls (the
 * sandbox form post or the Stripe webhook), through the mailer (SMTP, or the outbox folder). Its link
 * opens the app's payment-success page of that session, which shows what was credited and the
 * receipt.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from '../lib/mailer.js';
import type { Repositories } from '../repositories/index.js';
import type { PaymentWithName } from '../repositories/payments.js';
import { withQuery } from './provider.js';
import { escapeHtml, formatUsd } from './pages.js';

/** The receipt number of a paid payment: PUL-<date paid YYYYMMDD>-<first 8 of its id>. */
export function receiptNumber(p: { id: string; paidAt: Date }): string {
  return `PUL-${p.paidAt.toISOString().slice(0, 10).replace(/-/g, '')}-${p.id.slice(0, 8).toUpperCase()}`;
}

/** The receipt message (text and HTML) of a paid payment; `link` opens its receipt in the app. */
export function receiptMail(
  p: PaymentWithName & { paidAt: Date },
  to: { email: string; fullName: string },
  link: string,
): Mail {
  const number = receiptNumber(p);
  const date = p.paidAt.toISOString().slice(0, 10).split('-').reverse().join('/');
  const lines = [
    ['Receipt number', number],
    ['Date paid', date],
    ['Service', `${p.serviceName} calls`],
    ['Quantity', p.quantity.toLocaleString('en-US')],
    ['Unit price', formatUsd(p.unitAmountCents)],
    ['Total paid (USD)', formatUsd(p.amountCents)],
  ] as const;
  const sandbox = p.provider === 'sandbox' ? ' (sandbox: no real payment was made)' : '';
  return {
    to: to.email,
    subject: `Your Pulse receipt ${number}`,
    text: `Hello ${to.fullName},\n\nThank you for your purchase. Your payment has been processed and the calls are in your account${sandbox}.\n\n${lines
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n')}\n\nView your receipt: ${link}\n`,
    html: `<p>Hello ${escapeHtml(to.fullName)},</p><p>Thank you for your purchase. Your payment has been processed and the calls are in your account${escapeHtml(sandbox)}.</p><table>${lines
      .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
      .join('')}</table><p><a href="${escapeHtml(link)}">View your receipt</a></p>`,
  };
}

/** What sending a receipt needs. */
export interface ReceiptMailDeps {
  repos: Pick<Repositories, 'payments' | 'clients'>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicAppUrl: string;
}

/**
 * Sends the receipt of a payment that was just credited. Mail failures are logged, never thrown:
 * the payment is done whatever happens to the message.
 */
export async function sendReceipt(deps: ReceiptMailDeps, paymentId: string): Promise<void> {
  try {
    const p = await deps.repos.payments.byId(paymentId);
    if (!p || p.status !== 'paid' || !p.paidAt) return;
    const client = await deps.repos.clients.findById(p.tenantId);
    if (!client) return;
    const link = withQuery(`${deps.publicAppUrl}/payment-success`, {
      session_id: p.providerSessionId,
    });
    const file = await deps.mailer.send(
      receiptMail(
        { ...p, paidAt: p.paidAt },
        { email: client.email, fullName: client.fullName },
        link,
      ),
    );
    deps.log.info({ to: client.email, payment: p.id, file }, 'receipt email sent');
  } catch (err) {
    deps.log.error({ err, payment: paymentId }, 'receipt email could not be sent');
  }
}
