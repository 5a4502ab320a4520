/**
 * Render timings taken inside the page, so the figure does not include Playwright's round trips:
 * the page polls on every animation frame until what the user waits for is visible, and returns
 * `performance.now()` at that frame (milliseconds from the navigation start), or that minus the
 * time of the last click when the clock was armed with `armClickClock`.
 */
import type { Page } from '@playwright/test';

export interface Ready {
  /** CSS selectors that must each match at least one visible element. */
  selectors?: string[];
  /** Texts of headings (h1–h6 or role=heading) that must each be visible, exact. */
  headings?: string[];
}

type Probe = Required<Ready> & { sinceClick: boolean };
type ClockWindow = Window & { __benchClickAt?: number };

/** Starts the clock at the next click anywhere in the page (capture phase, before any handler). */
export async function armClickClock(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as ClockWindow;
    delete w.__benchClickAt;
    document.addEventListener(
      'click',
      () => {
        w.__benchClickAt = performance.now();
      },
      { capture: true, once: true },
    );
  });
}

async function waitUntil(
  page: Page,
  ready: Ready,
  sinceClick: boolean,
  timeout: number,
): Promise<number> {
  const probe: Probe = {
    selectors: ready.selectors ?? [],
    headings: ready.headings ?? [],
    sinceClick,
  };
  const handle = await page.waitForFunction(
    ({ selectors, headings, sinceClick: fromClick }: Probe) => {
      // No named helpers in here: the function is sent to the page as source text.
      for (const selector of selectors) {
        if (!Array.from(document.querySelectorAll(selector)).some((el) => el.checkVisibility()))
          return false;
      }
      if (headings.length > 0) {
        const shown = new Set(
          Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]'))
            .filter((el) => el.checkVisibility())
            .map((el) => (el.textContent ?? '').trim()),
        );
        if (!headings.every((text) => shown.has(text))) return false;
      }
      const clickAt = (window as ClockWindow).__benchClickAt;
      if (!fromClick) return performance.now();
      return clickAt === undefined ? false : performance.now() - clickAt;
    },
    probe,
    { polling: 'raf', timeout },
  );
  return (await handle.jsonValue()) as number;
}

/** Milliseconds from the navigation start of the current document until `ready` holds. */
export function msFromNavigation(page: Page, ready: Ready, timeout = 60_000): Promise<number> {
  return waitUntil(page, ready, false, timeout);
}

/** Milliseconds from the click `armClickClock` caught until `ready` holds. */
export function msFromClick(page: Page, ready: Ready, timeout = 60_000): Promise<number> {
  return waitUntil(page, ready, true, timeout);
}

/** Nearest-rank percentile (`q` in 0–1) of the samples. */
export function percentile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? 0;
}

/** "median 123 ms, p90 234 ms (n = 10)" */
export const medianP90 = (samples: number[]) =>
  `median ${percentile(samples, 0.5).toFixed(0)} ms, p90 ${percentile(samples, 0.9).toFixed(0)} ms (n = ${samples.length})`;

/** Runs `once` `warmUp + runs` times and keeps the last `runs` results. */
export async function sample(
  runs: number,
  warmUp: number,
  once: (i: number) => Promise<number>,
): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < warmUp + runs; i += 1) {
    const ms = await once(i);
    if (i >= warmUp) samples.push(ms);
  }
  return samples;
}
