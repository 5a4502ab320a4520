/**
 * Self time of the renderer's main thread by trace event (Recalculate Style, Layout, Paint,
 * FunctionCall…), summed over several Chromium traces (`devtools.timeline`): what a CPU profile
 * lumps together as "(program)". Nested events are subtracted from their parent, so the rows add up
 * to the main thread's busy time.
 */
import type { Browser, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Self time in µs by event name, over every trace added. */
export class TraceTotals {
  readonly byEvent = new Map<string, number>();
  private traces = 0;

  /** Starts tracing `page`; `stop` adds the main thread's events to the totals. */
  async start(browser: Browser, page: Page): Promise<{ stop(): Promise<void> }> {
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    return {
      stop: async () => {
        const buffer = await browser.stopTracing();
        const { traceEvents } = JSON.parse(buffer.toString('utf8')) as {
          traceEvents: TraceEvent[];
        };
        this.add(traceEvents);
        this.traces += 1;
      },
    };
  }

  private add(events: TraceEvent[]): void {
    const main = events.find((e) => e.ph === 'M' && e.args?.name === 'CrRendererMain');
    if (!main) return;
    const slices = events
      .filter((e) => e.ph === 'X' && e.pid === main.pid && e.tid === main.tid && e.dur)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const stack: { end: number; name: string; self: number }[] = [];
    const close = (until: number) => {
      while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
        const done = stack.pop();
        if (done) this.byEvent.set(done.name, (this.byEvent.get(done.name) ?? 0) + done.self);
      }
    };
    for (const slice of slices) {
      close(slice.ts);
      const dur = slice.dur ?? 0;
      const parent = stack.at(-1);
      if (parent) parent.self -= dur;
      stack.push({ end: slice.ts + dur, name: slice.name, self: dur });
    }
    close(Number.POSITIVE_INFINITY);
  }

  /** The rows above 0.5 ms per trace, in ms per trace, largest first. */
  report(): string {
    const runs = Math.max(this.traces, 1);
    const rows = [...this.byEvent.entries()]
      .map(([name, us]) => [name, us / 1000 / runs] as const)
      .filter(([, ms]) => ms >= 0.5)
      .sort((a, b) => b[1] - a[1]);
    const total = [...this.byEvent.values()].reduce((sum, us) => sum + us, 0) / 1000 / runs;
    return [
      `main thread busy ${total.toFixed(1)} ms per run (trace events, self time)`,
      ...rows.map(([name, ms]) => `${ms.toFixed(1).padStart(7)} ms/run  ${name}`),
    ].join('\n');
  }
}
