/**
 * For the tests that start this package's servers as processes (serve-static.test.mjs,
 * compose-run.test.mjs): a free local port, and the wait for a server's start line.
 */
import { createServer } from 'node:http';

/**
 * A port nothing listens on now, on 127.0.0.1.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once `child` prints "serving" on its standard output (scripts/serve-static.mjs's start
 * line).
 * @param {import('node:child_process').ChildProcess} child started with piped stdout and stderr
 * @param {string} label names the process in the error
 * @returns {Promise<void>}
 * @throws Error with everything it printed when it exits first
 */
export function untilServing(child, label) {
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('serving')) resolve();
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`${label} exited with ${code}:\n${output}`)));
  });
}
