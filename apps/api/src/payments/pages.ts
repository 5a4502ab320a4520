/**
 * Server-rendered HTML of the sandbox checkout page and of the receipt: plain HTML with one inline
 * stylesheet allowed by its hash in the Content-Security-Policy; no script, no external asset.
 */
import { createHash } from 'node:crypto';

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Integer cents as USD in en-US format with 2 decimals (`$1,234.05`), without floating point. */
export function formatUsd(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = String(cents % 100).padStart(2, '0');
  return `$${whole.toLocaleString('en-US')}.${rest}`;
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f5fa;color:#1d2333}
.banner{background:#ffd84d;color:#3b2f00;text-align:center;padding:8px 12px;font-weight:700;letter-spacing:.02em}
main{max-width:920px;margin:32px auto;padding:0 16px;display:flex;gap:32px;flex-wrap:wrap}
.summary{flex:1 1 300px}
.summary h1{font-size:15px;color:#5b6275;font-weight:600;margin:0 0 4px}
.amount{font-size:34px;font-weight:700;margin:0 0 20px}
.line{display:flex;justify-content:space-between;border-top:1px solid #dde1ea;padding:10px 0}
.card{flex:1 1 340px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(20,30,60,.08);padding:24px}
label{display:block;font-size:13px;font-weight:600;color:#444c5e;margin:12px 0 4px}
input{width:100%;padding:10px 12px;border:1px solid #c9cfdb;border-radius:6px;font:inherit}
input:focus{outline:2px solid #5469d4;border-color:#5469d4}
.row{display:flex;gap:12px}.row>div{flex:1}
.error{background:#fdecec;color:#a3141c;border:1px solid #f5b5b9;border-radius:6px;padding:10px 12px;margin:0 0 8px}
.note{font-size:13px;color:#5b6275;margin:12px 0 0}
.actions{display:flex;gap:12px;margin-top:20px}
button{flex:1;padding:12px;border-radius:6px;border:0;font:inherit;font-weight:700;cursor:pointer}
.pay{background:#5469d4;color:#fff}.cancel{background:#e8eaf0;color:#1d2333}
a{color:#5469d4}
.full{flex-basis:100%}
table{width:100%;border-collapse:collapse;margin:16px 0}th,td{text-align:left;padding:8px;border-bottom:1px solid #dde1ea}
td.num,th.num{text-align:right}
`;

const CSS_HASH = createHash('sha256').update(CSS).digest('base64');

/** CSP of these pages; `formTargets` are the origins a form may post or be redirected to. */
export function pageCsp(formTargets: string[] = []): string {
  const form = ["'self'", ...new Set(formTargets)].join(' ');
  return [
    "default-src 'none'",
    `style-src 'sha256-${CSS_HASH}'`,
    `form-action ${form}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function page(title: string, body: string, banner = true): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${CSS}</style></head>
<body>${banner ? '<div class="banner" role="note">SANDBOX — no real payment</div>' : ''}
${body}
</body></html>`;
}

export interface SandboxPageModel {
  sessionId: string;
  token: string;
  serviceName: string;
  quantity: number;
  unitAmountCents: number;
  amountCents: number;
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  failureReason: string | null;
  successUrl: string;
  cancelUrl: string;
  error?: string;
  values?: { cardNumber?: string; expiry?: string; name?: string };
}

/** The hosted-looking card page of the sandbox checkout. */
export function sandboxPage(m: SandboxPageModel): string {
  const summary = `<section class="summary" aria-label="Order summary">
  <h1>Pulse — top up ${escapeHtml(m.serviceName)}</h1>
  <p class="amount">${formatUsd(m.amountCents)}</p>
  <div class="line"><span>Service</span><span>${escapeHtml(m.serviceName)}</span></div>
  <div class="line"><span>Quantity</span><span>${m.quantity.toLocaleString('en-US')} calls</span></div>
  <div class="line"><span>Price per call</span><span>${formatUsd(m.unitAmountCents)}</span></div>
  <div class="line"><strong>Total due</strong><strong>${formatUsd(m.amountCents)}</strong></div>
  <p class="note">This checkout is a sandbox: no card is charged and no real payment is made.</p>
</section>`;
  let card: string;
  if (m.status === 'paid') {
    card = `<p>This payment is complete.</p><p><a href="${escapeHtml(m.successUrl)}">Return to Pulse</a></p>`;
  } else if (m.status === 'cancelled') {
    card = `<p>This checkout was cancelled.</p><p><a href="${escapeHtml(m.cancelUrl)}">Return to Pulse</a></p>`;
  } else {
    const v = m.values ?? {};
    const error = m.error
      ? `<p class="error" role="alert">${escapeHtml(m.error)}</p>`
      : m.status === 'failed'
        ? `<p class="error" role="alert">Your previous payment was declined (${escapeHtml(m.failureReason ?? 'card_declined')}). Try another card.</p>`
        : '';
    card = `<form method="post" action="/api/payments/sandbox/${encodeURIComponent(m.sessionId)}" novalidate>
  <input type="hidden" name="token" value="${escapeHtml(m.token)}">
  ${error}
  <label for="cardNumber">Card number</label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${escapeHtml(v.cardNumber ?? '')}">
  <div class="row">
    <div><label for="expiry">Expiry</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" value="${escapeHtml(v.expiry ?? '')}"></div>
    <div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123"></div>
  </div>
  <label for="name">Name</label>
  <input id="name" name="name" autocomplete="cc-name" placeholder="Name on card" value="${escapeHtml(v.name ?? '')}">
  <div class="actions">
    <button type="submit" class="pay" name="action" value="pay">Pay</button>
    <button type="submit" class="cancel" name="action" value="cancel">Cancel</button>
  </div>
  <p class="note">Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. Any future expiry and any 3-digit CVC.</p>
</form>`;
  }
  return page(
    `Sandbox checkout — ${m.serviceName}`,
    `<main>${summary}<section class="card" aria-label="Payment">${card}</section></main>`,
  );
}

export interface ReceiptModel {
  number: string;
  paidAt: Date;
  serviceName: string;
  quantity: number;
  unitAmountCents: number;
  amountCents: number;
  companyName: string;
  email: string;
  sessionId: string;
  provider: 'sandbox' | 'stripe';
}

export function receiptPage(r: ReceiptModel): string {
  const date = r.paidAt.toISOString().slice(0, 10).split('-').reverse().join('/');
  return page(
    `Receipt ${r.number}`,
    `<main><section class="card full">
  <h1>Receipt</h1>
  <p>Receipt number <strong>${escapeHtml(r.number)}</strong><br>Date paid ${date}</p>
  <p>Billed to <strong>${escapeHtml(r.companyName)}</strong><br>${escapeHtml(r.email)}</p>
  <table>
    <thead><tr><th>Service</th><th class="num">Quantity</th><th class="num">Unit price</th><th class="num">Amount</th></tr></thead>
    <tbody><tr><td>${escapeHtml(r.serviceName)} calls</td><td class="num">${r.quantity.toLocaleString('en-US')}</td><td class="num">${formatUsd(r.unitAmountCents)}</td><td class="num">${formatUsd(r.amountCents)}</td></tr></tbody>
    <tfoot><tr><th colspan="3">Total paid (USD)</th><th class="num">${formatUsd(r.amountCents)}</th></tr></tfoot>
  </table>
  <p class="note">Pulse — paid calls do not expire. Checkout session ${escapeHtml(r.sessionId)}${r.provider === 'sandbox' ? ' (sandbox: no real payment was made)' : ''}.</p>
</section></main>`,
    r.provider === 'sandbox',
  );
}
