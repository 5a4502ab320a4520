/**
 * Test-mode sandbox inputs (docs/api-contract.md "Test mode"): documented inputs that always give
 * the same status to a `pk_test_…` key, so an integration can exercise every branch of its code.
 * Any other input runs the real engine. Live keys never see these answers.
 *
 * The ranges are reserved for documentation so they never collide with a real subject: IPs from
 * 203.0.113.0/24 (RFC 5737), phones from the fictional +1 555-0100 block, e-mails at the `.test`
 * TLD (RFC 2606), BINs of the card networks' published test numbers.
 */
import type { ServiceKey } from '@pulse/catalog';
import type { EngineStatus } from '@pulse/engines';

type Statuses = Readonly<Record<string, EngineStatus>>;

/** The documented inputs per service: field value (normalised) → status. */
export const SANDBOX_INPUTS = {
  ipLookup: {
    '203.0.113.10': 'VERIFIED',
    '203.0.113.20': 'SUSPICIOUS',
    '203.0.113.30': 'RISKY',
    '203.0.113.40': 'DECLINED',
    '203.0.113.50': 'ERROR',
  },
  phoneLookup: {
    '+15555550100': 'VERIFIED',
    '+15555550101': 'SUSPICIOUS',
    '+15555550102': 'RISKY',
    '+15555550103': 'DECLINED',
    '+15555550104': 'ERROR',
  },
  binLookup: {
    '424242': 'VERIFIED',
    '411111': 'SUSPICIOUS',
    '400069': 'RISKY',
    '400002': 'DECLINED',
    '400119': 'ERROR',
  },
  emailLookup: {
    'verified@sandbox.pulse.test': 'VERIFIED',
    'suspicious@sandbox.pulse.test': 'SUSPICIOUS',
    'risky@sandbox.pulse.test': 'RISKY',
    'declined@sandbox.pulse.test': 'DECLINED',
    'error@sandbox.pulse.test': 'ERROR',
  },
  amlPerson: {
    'sandbox verified': 'VERIFIED',
    'sandbox suspicious': 'SUSPICIOUS',
    'sandbox risky': 'RISKY',
    'sandbox declined': 'DECLINED',
    'sandbox error': 'ERROR',
  },
  amlBusiness: {
    'sandbox verified ltd': 'VERIFIED',
    'sandbox suspicious ltd': 'SUSPICIOUS',
    'sandbox risky ltd': 'RISKY',
    'sandbox declined ltd': 'DECLINED',
    'sandbox error ltd': 'ERROR',
  },
} as const satisfies Partial<Record<ServiceKey, Statuses>>;

/** The value a service's sandbox table is keyed by, from the report's input; null if none. */
function sandboxKey(service: ServiceKey, input: Record<string, unknown>): string | null {
  const text = (k: string) => (typeof input[k] === 'string' ? (input[k] as string).trim() : '');
  switch (service) {
    case 'ipLookup':
      return text('ip').toLowerCase();
    case 'phoneLookup': {
      const digits = text('phone').replace(/[^\d]/g, '');
      return digits ? `+${digits}` : null;
    }
    case 'binLookup':
      return text('bin').slice(0, 6);
    case 'emailLookup':
      return text('email').toLowerCase();
    case 'amlPerson':
      return `${text('f_name')} ${text('l_name')}`.toLowerCase().replace(/\s+/g, ' ');
    case 'amlBusiness':
      return text('company').toLowerCase().replace(/\s+/g, ' ');
    default:
      return null;
  }
}

/** The sandbox status of a test-mode input, or null when the real engine should answer. */
export function sandboxStatus(
  service: ServiceKey,
  input: Record<string, unknown>,
): EngineStatus | null {
  const table = (SANDBOX_INPUTS as Partial<Record<ServiceKey, Statuses>>)[service];
  const key = table ? sandboxKey(service, input) : null;
  return (key !== null && table?.[key]) || null;
}

/** The message of a sandbox answer, so a test report says what it is. */
export function sandboxMessage(status: EngineStatus): string {
  return `Test mode: a sandbox input that always returns ${status}. No call was charged.`;
}

/** The source every sandbox answer names. */
export const SANDBOX_SOURCE = { name: 'Pulse sandbox (test mode)', version: '1', licence: 'n/a' };
