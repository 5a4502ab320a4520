/**
 * Engines for tests: the email engine on a fake DNS resolver (no network), and a shared
 * `../shared/data` locator for the real lists (tests skip with a message when it is absent).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEmailEngine, type DnsResolver, type EmailEngine } from '@pulse/engines';

const err = (code: string) => Object.assign(new Error(code), { code });

interface Zone {
  mx?: string[];
  txt?: string[];
}

/** A few real-looking zones; every other name is NXDOMAIN, `com` exists (the engine's canary). */
export const FAKE_ZONES: Record<string, Zone> = {
  'acme-corp.com': { mx: ['mx1.acme-corp.com'], txt: ['v=spf1 include:_spf.acme-corp.com -all'] },
  '_dmarc.acme-corp.com': { txt: ['v=DMARC1; p=reject'] },
  'gmail.com': { mx: ['gmail-smtp-in.l.google.com'], txt: ['v=spf1 redirect=_spf.google.com'] },
  '_dmarc.gmail.com': { txt: ['v=DMARC1; p=none'] },
  'mailinator.com': { mx: ['mail.mailinator.com'], txt: ['v=spf1 -all'] },
  'example.com': { mx: ['.'], txt: ['v=spf1 -all'] },
  com: {},
};

export function fakeResolver(zones: Record<string, Zone> = FAKE_ZONES): DnsResolver {
  const zone = (name: string) => zones[name.toLowerCase().replace(/\.$/, '')];
  return {
    async resolveMx(name) {
      const z = zone(name);
      if (!z) throw err('ENOTFOUND');
      if (!z.mx) throw err('ENODATA');
      return z.mx.map((exchange, i) => ({
        exchange: exchange === '.' ? '' : exchange,
        priority: 10 * (i + 1),
      }));
    },
    async resolveTxt(name) {
      const z = zone(name);
      if (!z) throw err('ENOTFOUND');
      if (!z.txt) throw err('ENODATA');
      return z.txt.map((t) => [t]);
    },
    async reverse() {
      throw err('ENOTFOUND');
    },
  };
}

export const fakeEmailEngine = (): EmailEngine =>
  createEmailEngine({ resolver: fakeResolver(), timeoutMs: 200 });

/** `../shared/data` beside the repository (or PULSE_SHARED_DATA); undefined when absent. */
export function sharedData(): string | undefined {
  const dir =
    process.env.PULSE_SHARED_DATA ??
    resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../../shared/data');
  return existsSync(join(dir, 'ip-reputation')) ? dir : undefined;
}

export const SHARED_SKIP_MESSAGE =
  'SKIPPED: ../shared/data is absent (set PULSE_SHARED_DATA to the folder of the real lists)';
