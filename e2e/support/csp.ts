/**
 * The Content Security Policy checks of the browser tests:
 * a page's CSP violations, and whether a document was answered with the policy.
 */
import { expect, type Page, type Response } from '@playwright/test';

/**
 * Records every CSP violation of the page from now on, across navigations: the
 * `securitypolicyviolation` events of each document and console errors that name the policy.
 */
export async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('__pulseCspViolation', ({ frame }, text: string) => {
    violations.push(`${frame.url()}: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __pulseCspViolation: (text: string) => void })
        .__pulseCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`${page.url()}: ${message.text()}`);
    }
  });
  return violations;
}

/** Fails unless the page document was answered with the policy (a page without it proves nothing). */
export function expectPolicy(response: Response | null, where: string) {
  expect(response, where).not.toBeNull();
  expect(response?.headers()['content-security-policy'] ?? '', where).toContain(
    "frame-ancestors 'none'",
  );
}
