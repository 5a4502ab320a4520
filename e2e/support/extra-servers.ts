/**
 * Servers a delivery test starts besides the product (support/servers.ts): a static origin on a
 * port of its own, a server that accepts connections and never answers, and real builds of
 * variant remotes. Ports: the e2e base + 40 … + 59 (3140-3159 by default).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request as httpRequest, createServer as createHttpServer } from 'node:http';
import { createServer, type Server, type Socket } from 'node:net';
import path from 'node:path';
import { apiUrl, repoRoot, shellTrustArgs, staticTrustArgs, stateDir } from './servers';

const base = Number(process.env.PULSE_E2E_PORT_BASE ?? 3100);

/** Ports of the delivery tests' extra servers. */
export const extraPorts = {
  origin: base + 40,
  variant: base + 41,
  hanging: base + 42,
  redeploy: base + 43,
  previousShell: base + 44,
  previousRemote: base + 45,
  gate: base + 46,
  gateUpstream: base + 47,
  /** The origin the compose release service releases onto (delivery-compose-release.spec.ts). */
  composeOrigin: base + 48,
  /** A remote's `rsbuild dev` server and the shell build with the dev override (dev-remote.ts). */
  devRemote: base + 52,
  overridesShell: base + 53,
} as const;

export type StaticServer = { url: string; stop: () => Promise<void> };

/**
 * Serves `dir` like a CDN (scripts/serve-static.mjs) and waits until it answers.
 * @param options.spa/api/remotes as the script's flags (a shell origin)
 * @param options.sockets `ws://` origins a shell built with the dev override may connect to
 */
export async function serveStatic(
  dir: string,
  port: number,
  options: { spa?: boolean; remotes?: string; sockets?: string[] } = {},
): Promise<StaticServer> {
  const args = [
    path.join(repoRoot, 'scripts', 'serve-static.mjs'),
    dir,
    String(port),
    ...staticTrustArgs.remote,
  ];
  if (options.spa) args.push('--spa', '--api', apiUrl, ...shellTrustArgs(options.sockets));
  if (options.remotes) args.push('--remotes', options.remotes);
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, HOST: '127.0.0.1' },
  });
  const url = `http://localhost:${port}`;
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return {
        url,
        stop: () =>
          new Promise((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
  child.kill('SIGTERM');
  throw new Error(`static server on ${port} did not start`);
}

/** A server that accepts every connection and never answers (an origin that hangs). */
export async function serveHanging(
  port: number,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Builds a real variant of a remote into .data/e2e/variants/<name> with extra build environment,
 * e.g. `{ PULSE_SHARED_REQUIRE: '@pulse/auth@^1.1.0' }` for a remote built against a newer package.
 * @returns the build folder
 */
export function buildVariant(remote: string, name: string, env: NodeJS.ProcessEnv): string {
  const outDir = path.join(stateDir, 'variants', name);
  const result = spawnSync('pnpm', ['--filter', `@pulse/${remote}`, 'exec', 'rsbuild', 'build'], {
    cwd: repoRoot,
    env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0', PULSE_OUT_DIR: outDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`building the ${name} variant of ${remote} failed`);
  return outDir;
}

export type GateServer = StaticServer & {
  /** From now on, requests for code (`.js`) get no answer, ever: an origin that hangs. */
  hold: () => void;
  /** Requests from now on are answered again; those held stay unanswered (dead connections). */
  release: () => void;
  /** Whether requests for code are held now. */
  holding: () => boolean;
};

/**
 * An origin in front of `upstream` that can hang: while held, every request for a script is
 * accepted and never answered (its manifest still answers), as a CDN edge whose code requests
 * stall. Everything else is passed through unchanged (headers included).
 */
export async function serveGate(upstream: StaticServer, port: number): Promise<GateServer> {
  let holding = false;
  const sockets = new Set<Socket>();
  const target = new URL(upstream.url);
  const server = createHttpServer((req, res) => {
    if (holding && /\.js(\?|$)/.test(req.url ?? '')) return;
    const forward = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${port}`,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
    },
    holding: () => holding,
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
