// Payments: a paid top-up e-mails its receipt once, with the
// figures and the link to its receipt page in the app.
import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../helpers/accounts.js';
import { alice, created, pay, t, useSandboxApp } from '../../helpers/payments.js';

describe('receipt e-mail', () => {
  useSandboxApp();

  it('a paid top-up e-mails one receipt with its figures and the link to its receipt page', async () => {
    const receipts = () =>
      outboxMessages(t.config.outboxDir).filter(
        (m) => m.includes('Your Pulse receipt') && m.includes(alice.email),
      );
    const before = receipts().length;
    const s = await created(alice, { quantity: 1234 });
    expect((await pay(s)).statusCode).toBe(303);
    expect((await pay(s)).statusCode).toBe(303); // a repeated post sends nothing more
    const mails = receipts();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((m) => m.includes(s.sessionId)) ?? '';
    expect(mail).toContain(`${t.config.publicAppUrl}/payment-success?session_id=${s.sessionId}`);
    expect(mail).toContain('Quantity: 1,234');
    expect(mail).toContain('Total paid (USD): $24.68');
    expect(mail).toMatch(/Receipt number: PUL-\d{8}-[0-9A-F]{8}/);
  });

  it('a declined card sends no receipt', async () => {
    const count = () =>
      outboxMessages(t.config.outboxDir).filter((m) => m.includes('Your Pulse receipt')).length;
    const before = count();
    const s = await created(alice);
    expect((await pay(s, '4000 0000 0000 0002')).statusCode).toBe(303);
    expect(count()).toBe(before);
  });
});
