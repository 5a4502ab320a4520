/**
 * CPU time of the processes a benchmark started (the product's servers, Chromium and its
 * renderers), read from /proc. Linux only.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ). */
export const TICKS_PER_SECOND = 100;

/** Clock ticks of CPU (user + system) of every process below this one, by /proc. */
export function descendantsCpuTicks(): number {
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), {
        parent: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      /* gone meanwhile */
    }
  }
  const isBelow = (pid: number): boolean => {
    for (let p = stats.get(pid)?.parent; p !== undefined && p > 1; p = stats.get(p)?.parent) {
      if (p === process.pid) return true;
    }
    return false;
  };
  let ticks = 0;
  for (const [pid, { ticks: own }] of stats) if (isBelow(pid)) ticks += own;
  return ticks;
}
