import { Resolver } from 'node:dns/promises';
import { withTimeout } from './timeout.js';

/**
 * The DNS operations the engines use. Inject a fake in tests; the default wraps node:dns/promises.
 * Implementations reject with an error whose `code` is a node:dns code (ENOTFOUND, ENODATA, ETIMEOUT…).
 */
export interface DnsResolver {
  resolveMx(hostname: string): Promise<Array<{ exchange: string; priority: number }>>;
  resolveTxt(hostname: string): Promise<string[][]>;
  reverse(ip: string): Promise<string[]>;
}

/** How a DNS query ended: records, a definite negative answer, or no answer at all. */
export type DnsOutcome<T> =
  | { kind: 'ok'; value: T }
  /** The name does not exist (NXDOMAIN). */
  | { kind: 'nxdomain' }
  /** The name exists but has no record of that type. */
  | { kind: 'nodata' }
  /** No usable answer: timeout, refused, server failure, no network. */
  | { kind: 'unreachable'; code: string };

/**
 * The default resolver: node:dns/promises with one try and `timeoutMs` per query (also enforced by a
 * timer, so a query never outlives the timeout). `servers` overrides the system resolvers.
 */
export function createDnsResolver(
  options: { timeoutMs?: number; servers?: string[] } = {},
): DnsResolver {
  const timeoutMs = options.timeoutMs ?? 1500;
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  if (options.servers) resolver.setServers(options.servers);
  return {
    resolveMx: (h) => withTimeout(resolver.resolveMx(h), timeoutMs),
    resolveTxt: (h) => withTimeout(resolver.resolveTxt(h), timeoutMs),
    reverse: (ip) => withTimeout(resolver.reverse(ip), timeoutMs),
  };
}

/** Runs one query under `timeoutMs` and classifies the result (never throws). */
export async function query<T>(run: () => Promise<T>, timeoutMs: number): Promise<DnsOutcome<T>> {
  try {
    return { kind: 'ok', value: await withTimeout(run(), timeoutMs) };
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === 'ENOTFOUND') return { kind: 'nxdomain' };
    if (code === 'ENODATA') return { kind: 'nodata' };
    return { kind: 'unreachable', code: typeof code === 'string' ? code : 'EUNKNOWN' };
  }
}
