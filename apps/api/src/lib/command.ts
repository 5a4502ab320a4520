/**
 * Entry point of the operator commands (cli, data:import, data:sync): each module exports its
 * `run(argv)` for tests and calls `runAsMain` so that it also runs when started as a script.
 */

/**
 * When the module at `moduleUrl` is the script Node was started with, runs `run` on the
 * command-line arguments and prints its result; on failure prints one line (what `describe`
 * returns for the error, else its message; never a stack trace) and exits with status 1.
 */
export function runAsMain(
  moduleUrl: string,
  run: (argv: string[]) => Promise<string>,
  describe: (err: unknown) => string | undefined,
): void {
  const script = process.argv[1]?.replace(/\\/g, '/').split('/').pop();
  if (!script || !moduleUrl.endsWith(script)) return;
  run(process.argv.slice(2)).then(
    (out) => console.log(out),
    (err: unknown) => {
      console.error(describe(err) ?? (err instanceof Error ? err.message : String(err)));
      process.exit(1);
    },
  );
}
