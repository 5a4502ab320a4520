/**
 * What the benchmark scripts share (scripts/gate-bench.mjs, scripts/ci-bench.mjs): reading a
 * `--name value` option, and the busy loops they run beside what they time.
 */
import { spawn } from 'node:child_process';

/** The value after `--<name>` in `args`, or undefined when the option is not given. */
export function optionOf(args, name) {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? undefined : args[i + 1];
}

/**
 * Starts `count` busy loops (one Node process each, spinning) and returns a function that kills
 * them. `ownSessions`: each loop starts in a session of its own (`detached`), as another job on
 * the machine would; otherwise it stays in this process's session, where a kernel that shares the
 * CPU by session first (`/proc/sys/kernel/sched_autogroup_enabled` is 1) weighs it against this
 * session's processes only.
 * @returns stop(): kills every loop (SIGKILL)
 */
export function startBusyLoops(count, { ownSessions = false } = {}) {
  const loops = Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore', detached: ownSessions }),
  );
  return () => {
    for (const loop of loops) loop.kill('SIGKILL');
  };
}
