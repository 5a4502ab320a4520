/**
 * Self time of a page's JavaScript by script and by function, summed over several V8 CPU profiles
 * taken through the Chrome DevTools Protocol (sampled every 100 µs). Scripts are named by port and
 * path without the content hash, so the same chunk adds up across builds and runs.
 */
import type { CDPSession } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * BENCH_SAMPLE_US (default 100): the sampling interval in µs. A coarser one (1000) slows the page
 * less, at the price of fewer samples.
 */
const sampleUs = Number(process.env.BENCH_SAMPLE_US ?? 100);

/** Self time in µs, by script and by function, and total time by function, over every profile added. */
export class CpuProfileTotals {
  readonly byScript = new Map<string, number>();
  readonly byFunction = new Map<string, number>();
  /** Time with the function anywhere on the stack (counted once per sample, however deep). */
  readonly totalByFunction = new Map<string, number>();

  /** Starts sampling the page of `cdp`; `stop` adds the profile to the totals. */
  async start(cdp: CDPSession): Promise<{ stop(): Promise<void> }> {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: sampleUs });
    await cdp.send('Profiler.start');
    return {
      stop: async () => {
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
        this.add(profile);
      },
    };
  }

  private add(profile: Profile): void {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parents = new Map<number, number>();
    for (const node of profile.nodes)
      for (const child of node.children ?? []) parents.set(child, node.id);
    const add = (map: Map<string, number>, key: string, us: number) =>
      map.set(key, (map.get(key) ?? 0) + us);
    const scriptOf = (frame: ProfileNode['callFrame']) =>
      frame.url
        ? new URL(frame.url).pathname.replace(/\.[0-9a-f]{10}\.js$/, '.js')
        : `(${frame.functionName || 'native'})`;
    const functionOf = (frame: ProfileNode['callFrame']) =>
      `${frame.functionName || '(anonymous)'} ${scriptOf(frame)}:${frame.lineNumber}`;
    profile.samples.forEach((id, k) => {
      const frame = nodes.get(id)?.callFrame;
      const us = profile.timeDeltas[k] ?? 0;
      if (!frame) return;
      add(this.byScript, `${frame.url ? new URL(frame.url).port : ''} ${scriptOf(frame)}`, us);
      add(this.byFunction, functionOf(frame), us);
      const seen = new Set<string>();
      for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
        const up = nodes.get(at)?.callFrame;
        if (!up?.url) continue;
        const name = functionOf(up);
        if (seen.has(name)) continue;
        seen.add(name);
        add(this.totalByFunction, name, us);
      }
    });
  }

  /** The top `scripts` scripts and `functions` functions, as ms per run and share of the total. */
  report(runs: number, scripts = 15, functions = 25): string {
    const total = [...this.byScript.values()].reduce((a, b) => a + b, 0);
    const top = (map: Map<string, number>, n: number) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(
          ([k, us]) =>
            `${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000 / runs).toFixed(1).padStart(6)} ms/run  ${k}`,
        )
        .join('\n');
    return [
      `profiled ${(total / 1000 / runs).toFixed(1)} ms per run (sampled, idle included)`,
      `\nby script\n${top(this.byScript, scripts)}`,
      `\nby function\n${top(this.byFunction, functions)}`,
      `\nby function, total (the function anywhere on the stack)\n${top(this.totalByFunction, functions * 2)}`,
    ].join('\n');
  }
}
