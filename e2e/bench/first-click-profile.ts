/**
 * Where a first sidebar click's time goes: signs in, opens /data-sources in a fresh tab, waits for
 * the idle preloads, then records a CPU profile of the page (Chrome DevTools Protocol) from the
 * click on a section's link until the section is ready, and prints the self time by script and by
 * function. For docs/benchmarks.md ("Sidebar clicks after preloading").
 *
 *   pnpm --filter @pulse/e2e bench:first-click [Billing|Reports|Demo|Dashboard|License Key]
 *
 * Starts the product on the e2e ports with the API on its own PostgreSQL database (dropped after),
 * like bench:remotes; BENCH_RUNS (default 5) clicks, profiles added up.
 */
import { launchChromium } from './lib/browser';
import { signedInContext, signedInState, startOnPostgres, stopAndDrop } from './lib/product';
import { clickAndWait, openStart, SECTIONS } from './lib/sidebar-clicks';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const link = process.argv[2] ?? 'Billing';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const section = SECTIONS.find((s) => s.link === link);
if (!section) throw new Error(`no section ${link}`);

const byScript = new Map<string, number>();
const byFunction = new Map<string, number>();
const add = (map: Map<string, number>, key: string, us: number) =>
  map.set(key, (map.get(key) ?? 0) + us);

await startOnPostgres();
const browser = await launchChromium();
try {
  const state = await signedInState(browser);
  const clicks: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await signedInContext(browser, state);
    const page = await context.newPage();
    await openStart(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    clicks.push(await clickAndWait(page, section));
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, k) => {
      const frame = nodes.get(id)?.callFrame;
      const us = profile.timeDeltas[k] ?? 0;
      if (!frame) return;
      const script = frame.url
        ? new URL(frame.url).pathname.replace(/\.[0-9a-f]{10}\.js$/, '.js')
        : `(${frame.functionName || 'native'})`;
      add(byScript, `${frame.url ? new URL(frame.url).port : ''} ${script}`, us);
      add(byFunction, `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}`, us);
    });
    await context.close();
  }
  const total = [...byScript.values()].reduce((a, b) => a + b, 0);
  const top = (map: Map<string, number>, n: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(
        ([k, us]) =>
          `${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000 / runs).toFixed(1).padStart(6)} ms/click  ${k}`,
      )
      .join('\n');
  console.log(`${link}: first click → ready, ${clicks.map((ms) => Math.round(ms)).join(', ')} ms`);
  console.log(`profiled ${(total / 1000 / runs).toFixed(1)} ms per click (sampled, idle included)`);
  console.log(`\nby script\n${top(byScript, 15)}\n\nby function\n${top(byFunction, 25)}`);
} finally {
  await browser.close();
  await stopAndDrop();
}
