/**
 * One writer for the embedded database (docs/adr/0007-data.md): PGlite runs inside one process,
 * so two processes on one data folder would each see only their own writes. The process that opens
 * it holds `<data dir>.lock`, created exclusively and holding its pid; a second process (API or
 * operator command) finds a live owner and refuses before opening anything. A lock whose pid is no
 * longer alive (kill -9, power loss) is stale and taken over.
 *
 * The running API also writes where its operator channel listens (socket path and a random token),
 * so operator commands can hand their job to it instead (operator-channel.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { hostname } from 'node:os';

/** What the lock file holds (JSON, mode 0600). */
export interface LockInfo {
  pid: number;
  host: string;
  role: 'api' | 'command';
  startedAt: string;
  /** The running API's operator channel, once it listens. */
  channel?: { socket: string; token: string };
}

/** A live process owns the data folder: the message is the one line to print. */
export class StateLockedError extends Error {
  constructor(
    message: string,
    readonly owner: LockInfo,
  ) {
    super(message);
    this.name = 'StateLockedError';
  }
}

export interface StateLock {
  readonly path: string;
  readonly info: LockInfo;
  /** Records the operator channel in the lock file (the API, once it listens). */
  publishChannel(socket: string): { token: string };
  /** Removes the lock file if this process still owns it. Idempotent. */
  release(): void;
}

/** True when a process with this pid exists (EPERM: it exists but belongs to another user). */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The current owner of the lock, or undefined when there is none or it is stale. */
export function readLock(path: string): LockInfo | undefined {
  let info: LockInfo;
  try {
    info = JSON.parse(readFileSync(path, 'utf8')) as LockInfo;
  } catch {
    return undefined;
  }
  // Another host cannot be checked; a crashed process on this host is stale.
  if (info.host === hostname() && !pidAlive(info.pid)) return undefined;
  return info;
}

function describe(owner: LockInfo, dataDir: string): string {
  const who = owner.role === 'api' ? 'a running Pulse API' : 'another Pulse command';
  return (
    `The embedded database in ${dataDir} is in use by ${who} (pid ${owner.pid}). ` +
    'Only one process may open it: stop that process first, or set DATABASE_URL to share PostgreSQL.'
  );
}

/**
 * Takes the lock of a PGlite data folder.
 * @throws StateLockedError when a live process holds it
 */
export function acquireStateLock(dataDir: string, role: LockInfo['role']): StateLock {
  const path = `${dataDir}.lock`;
  const info: LockInfo = {
    pid: process.pid,
    host: hostname(),
    role,
    startedAt: new Date().toISOString(),
  };
  mkdirSync(dirname(path), { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(path, JSON.stringify(info), { flag: 'wx', mode: 0o600 });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw err;
      const owner = readLock(path);
      if (owner) throw new StateLockedError(describe(owner, dataDir), owner);
      // Stale (its process is gone): take it over. Two racers both remove it; one wins the `wx`.
      rmSync(path, { force: true });
    }
  }
  let released = false;
  return {
    path,
    info,
    publishChannel(socket) {
      const token = randomBytes(32).toString('base64url');
      info.channel = { socket, token };
      writeFileSync(path, JSON.stringify(info), { mode: 0o600 });
      return { token };
    },
    release() {
      if (released) return;
      released = true;
      if (readLock(path)?.pid === process.pid) rmSync(path, { force: true });
    },
  };
}
