import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits until the page's finite CSS animations and transitions have finished (a dialog's fade-in,
 * a drawer's slide), at most `timeoutMs`: axe measures colour contrast on what is painted, and a
 * frame halfway through a fade has text at half its opacity. Endless ones (spinners) are skipped.
 */
export async function animationsSettled(page: Page, timeoutMs = 2_000): Promise<void> {
  await page.evaluate(async (limit) => {
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
      );
    await Promise.race([
      Promise.all(running.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, limit)),
    ]);
  }, timeoutMs);
}

/**
 * The serious and critical axe violations of the page once its animations have settled.
 * Legacy mode runs axe in the page itself: the default mode opens a second page per analysis to
 * merge the results of cross-origin frames, which Pulse's pages do not have (no iframe anywhere),
 * and that second page cost about 40% of each analysis. Only violations are collected in full
 * (`resultTypes`): axe still runs every rule, but stops gathering each passing node, which took
 * another 40% of the page's time per analysis for results nobody reads (e2e/bench/axe-modes.ts).
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
