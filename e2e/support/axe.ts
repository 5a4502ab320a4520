import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The part of axe-core's rule registry read here (`axe._audit`, loaded when axe-core is required). */
interface AxeAudit {
  rules: {
    id: string;
    impact?: string;
    any: { id: string }[];
    all: { id: string }[];
    none: { id: string }[];
  }[];
  data: { checks: Record<string, { impact?: string } | undefined> };
}

const RANK: Readonly<Record<string, number>> = { minor: 1, moderate: 2, serious: 3, critical: 4 };
const rank = (impact: string | null | undefined) => RANK[impact ?? ''] ?? 0;

/** Whether an axe impact is one the accessibility tests fail on: serious or critical. */
export const isSerious = (impact: string | null | undefined): boolean =>
  rank(impact) >= rank('serious');

/**
 * The axe rules that can never report a serious or critical violation: a violation's impact is its
 * rule's own, or the highest of its failing checks' (axe-core's rule and check metadata), so a rule
 * whose impact and every check's are minor or moderate (`region`, `heading-order`, the landmark
 * rules…) can only report what `seriousViolations` drops. Read from the axe-core that
 * @axe-core/playwright injects, so a new axe-core's rules are sorted again.
 */
export function neverSeriousRules(): string[] {
  const fromAxePlaywright = createRequire(import.meta.resolve('@axe-core/playwright'));
  const { _audit: audit } = fromAxePlaywright('axe-core') as { _audit: AxeAudit };
  return audit.rules
    .filter((rule) => {
      const checks = [...rule.any, ...rule.all, ...rule.none];
      const impacts = rule.impact
        ? [rule.impact]
        : checks.map((check) => audit.data.checks[check.id]?.impact);
      return !impacts.some(isSerious);
    })
    .map((rule) => rule.id);
}

let skipped: string[] | undefined;

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
 * The rules that can only report minor or moderate violations are not run (`neverSeriousRules`):
 * their findings were dropped here anyway.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  skipped ??= neverSeriousRules();
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .disableRules(skipped)
    .analyze();
  return results.violations
    .filter((v) => isSerious(v.impact))
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
