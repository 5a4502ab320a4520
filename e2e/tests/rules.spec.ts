import { expect as baseExpect, test, type Page } from '@playwright/test';
import { newVerifiedCustomer, signIn } from '../support/session';
import { scaled } from '../support/time';

/** A remote's first screen can take a while on a busy machine. */
const expect = baseExpect.configure({ timeout: scaled(30_000) });

/**
 * Decision rules end to end (docs/adr/0058-decision-rules.md), on a customer of its own: a rule
 * with a type error is marked in the editor and refused; fixed, it is backtested on the customer's
 * own history, published, decides the next demo lookup and shows in its report; a version without
 * it stops it, and rolling back to the first brings it back.
 */

const DISPOSABLE = 'someone@mailinator.com';

/** Runs an e-mail lookup from the demo and opens its report. @returns the result dialog's status */
async function emailLookup(page: Page, email: string) {
  await page.goto('/demo/email');
  await page.getByRole('textbox', { name: /^Email Address/ }).fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('result-status')).toHaveText(/^[A-Z_/]+$/);
  return dialog;
}

/** Types `text` into the rule dialog's CEL editor, replacing what it holds. */
async function typeCondition(page: Page, text: string) {
  const editor = page.getByRole('dialog').getByRole('textbox', { name: 'Condition (CEL)' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test.describe('Decision rules', () => {
  test.setTimeout(scaled(240_000));

  test('write a rule, see its type error refused, backtest, publish, decide a lookup, roll back', async ({
    page,
    request,
  }) => {
    await signIn(page, await newVerifiedCustomer(request, 'rules'));
    // History to backtest on: one disposable address, decided by Pulse's own scoring.
    const before = await emailLookup(page, DISPOSABLE);
    // Without a rule set the answer is today's: no decision of rules.
    await expect(before.getByRole('heading', { name: 'Decision' })).toHaveCount(0);
    await before.getByRole('button', { name: 'Close' }).first().click();

    await page.goto('/rules');
    await expect(page.getByText('No rules yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add your first rule' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Decline disposable e-mails');
    await typeCondition(page, 'email.disposabel');
    // The checker marks the unknown field in the editor as it is typed.
    await expect(dialog.locator('.cm-lintRange-error')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Effect' }).selectOption('force');
    await dialog.getByRole('combobox', { name: 'Outcome' }).selectOption('decline');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    // Refused with the checker's message at its line and column, under the rule.
    await expect(page.getByText(/^Line 1, column \d+: .*disposabel/)).toBeVisible();

    await page.getByRole('button', { name: 'Edit Decline disposable e-mails' }).click();
    await typeCondition(page, 'email.disposable');
    await expect(dialog.locator('.cm-lintRange-error')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();

    // The draft against the customer's own history: the one disposable lookup turns DECLINED.
    await page.goto('/rules/backtest');
    await page.getByRole('button', { name: 'Run' }).click();
    const counts = page.getByRole('table', { name: 'Outcome counts' });
    await expect(counts).toBeVisible();
    await expect(page.getByRole('table', { name: 'Hits per rule' })).toContainText(
      'Decline disposable e-mails',
    );

    await page.goto('/rules/history');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Version 1').first()).toBeVisible();

    // The next lookup carries the rule set's decision, in the result and in its report.
    const decided = await emailLookup(page, DISPOSABLE);
    await expect(decided.getByRole('heading', { name: 'Decision' })).toBeVisible();
    await expect(decided.getByText('Decline disposable e-mails')).toBeVisible();
    await decided.getByRole('button', { name: 'Click To See Details' }).click();
    await expect(page).toHaveURL(/\/reports\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Rules decision' })).toBeVisible();
    await expect(page.getByText('Decline disposable e-mails').first()).toBeVisible();

    // A second version without the rule, then back to version 1, as one action.
    await page.goto('/rules');
    // The checkbox's input is visually hidden: a user clicks its box, inside the label.
    const enabled = page.getByRole('checkbox', { name: 'Enabled: Decline disposable e-mails' });
    await page.locator('label').filter({ has: enabled }).click();
    await expect(enabled).not.toBeChecked();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await page.goto('/rules/history');
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Version 2').first()).toBeVisible();
    await page.getByRole('button', { name: 'Roll back to version 1' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Roll back' }).click();
    await expect(page.getByText('Version 3').first()).toBeVisible();
    const again = await emailLookup(page, DISPOSABLE);
    await expect(again.getByText('Decline disposable e-mails')).toBeVisible();
  });
});
