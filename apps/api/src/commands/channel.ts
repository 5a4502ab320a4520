/**
 * The operator channel (docs/adr/0007-data.md): while the API owns the embedded database, operator
 * commands (cli, data:import, data:sync) hand their job to it over a local unix socket in the state
 * folder instead of opening the database themselves. The socket is never part of the public HTTP
 * API; a caller must also present the random token the API wrote into its lock file (mode 0600),
 * so only a local user who can read the state folder can use it.
 *
 * Wire format: POST /jobs with `{ command, argv }`; the answer is newline-delimited JSON, one
 * `{ log }` per progress line, then `{ result }` or `{ error }`.
 */
import { chmodSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';

/** A job an operator command hands to the running API. */
export interface OperatorJob {
  command: 'cli' | 'data:import' | 'data:sync';
  argv: string[];
}

/** The API side: runs a job and returns the text to print; throws for a refused job. */
export type JobRunner = (job: OperatorJob, log: (line: string) => void) => Promise<string>;

/** A job refused or failed inside the running API; `message` is the one line to print. */
export class ChannelJobError extends Error {
  override readonly name = 'ChannelJobError';
}

const COMMANDS = new Set<OperatorJob['command']>(['cli', 'data:import', 'data:sync']);
const MAX_BODY = 64 * 1024;

function isJob(v: unknown): v is OperatorJob {
  const j = v as Partial<OperatorJob> | null;
  return (
    !!j &&
    typeof j === 'object' &&
    COMMANDS.has(j.command as OperatorJob['command']) &&
    Array.isArray(j.argv) &&
    j.argv.every((a) => typeof a === 'string')
  );
}

/**
 * Listens on `socket` (a stale socket file of a crashed API is removed first).
 * @param token the secret a caller must send as `Authorization: Bearer <token>`
 */
export async function serveChannel(socket: string, token: string, run: JobRunner): Promise<Server> {
  rmSync(socket, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/jobs') {
      res.writeHead(404).end();
      return;
    }
    if (req.headers.authorization !== `Bearer ${token}`) {
      res.writeHead(401).end();
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) req.destroy();
    });
    req.on('end', () => {
      let job: unknown;
      try {
        job = JSON.parse(body);
      } catch {
        job = undefined;
      }
      if (!isJob(job)) {
        res.writeHead(400).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      const send = (o: object) => res.write(`${JSON.stringify(o)}\n`);
      run(job, (line) => send({ log: line })).then(
        (result) => res.end(`${JSON.stringify({ result })}\n`),
        (err: unknown) =>
          res.end(
            `${JSON.stringify({ error: err instanceof Error ? err.message : String(err) })}\n`,
          ),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  chmodSync(socket, 0o600);
  return server;
}

/**
 * Sends a job to the running API and relays its progress lines.
 * @returns the job's result text
 * @throws ChannelJobError with the API's one-line reason, or an Error when the API cannot be reached
 */
export function sendJob(
  channel: { socket: string; token: string },
  job: OperatorJob,
  log: (line: string) => void,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath: channel.socket,
        path: '/jobs',
        method: 'POST',
        headers: { authorization: `Bearer ${channel.token}`, 'content-type': 'application/json' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`the running API refused the job (HTTP ${res.statusCode})`));
          return;
        }
        let buffer = '';
        let settled = false;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let nl: number;
          while ((nl = buffer.indexOf('\n')) >= 0) {
            const msg = JSON.parse(buffer.slice(0, nl)) as {
              log?: string;
              result?: string;
              error?: string;
            };
            buffer = buffer.slice(nl + 1);
            if (msg.log !== undefined) {
              log(msg.log);
            } else if (msg.result !== undefined) {
              settled = true;
              resolve(msg.result);
            } else if (msg.error !== undefined) {
              settled = true;
              reject(new ChannelJobError(msg.error));
            }
          }
        });
        // 'close' also fires when the API dies mid-answer (no 'end' then).
        res.on('close', () => {
          if (!settled) reject(new Error('the running API stopped before the job finished'));
        });
      },
    );
    req.on('error', (err) => reject(new Error(`cannot reach the running API: ${err.message}`)));
    req.end(JSON.stringify(job));
  });
}
