/**
 * The signals a decision rule reads (docs/adr/0058-decision-rules.md): every field the lookups
 * store in `reports.result.response`, typed for CEL, grouped by the CEL variable that holds them
 * (`email.disposable`, `ip.tor`, `aml.bestScore`, `report.service`…). The shapes are the engines'
 * (packages/engines/src/{email,phone,ip,bin,address,aml}/schema.ts) and the combined check's
 * (services/fraud-engine.ts). A field no source knows (stored as null) is left out of the
 * activation, so a rule that reads it fails at run time and is skipped for that report.
 */

/** The CEL types a signal can have. */
export type SignalType = 'bool' | 'int' | 'double' | 'string' | 'list<string>';

/** One signal: its CEL path, its type, what it means, and how it is read from a response. */
export interface SignalDef {
  /** The CEL path, `<group>.<field>`. */
  name: string;
  type: SignalType;
  description: string;
}

/** A signal with its reader (not served: the API answers {@link SignalDef}). */
interface Signal extends SignalDef {
  /** The value from the group's response object; undefined or null when unknown. */
  read: (response: Record<string, unknown>) => unknown;
}

/** The CEL variables, one per group of signals. */
export const SIGNAL_GROUPS = [
  'email',
  'phone',
  'ip',
  'bin',
  'address',
  'aml',
  'fraud',
  'report',
] as const;
export type SignalGroup = (typeof SIGNAL_GROUPS)[number];

/** A reader of the value at `path` (one or two keys: a closure per shape, read per report). */
const at = (key: string, inner?: string) =>
  inner === undefined
    ? (r: Record<string, unknown>): unknown => r[key]
    : (r: Record<string, unknown>): unknown => {
        const v = r[key];
        return v !== null && typeof v === 'object'
          ? (v as Record<string, unknown>)[inner]
          : undefined;
      };

const sig = (
  group: SignalGroup,
  field: string,
  type: SignalType,
  description: string,
  read: Signal['read'] = at(field),
): Signal => ({ name: `${group}.${field}`, type, description, read });

/** The part's own status: `groupValues` passes it in place of a response field. */
const status = (group: SignalGroup, what: string): Signal =>
  sig(
    group,
    'status',
    'string',
    `Pulse's own status of the ${what} (VERIFIED, SUSPICIOUS, RISKY, DECLINED)`,
    () => undefined,
  );

/** An AML response's found records (`foundRecords`), or [] when absent. */
const records = (r: Record<string, unknown>): Array<Record<string, unknown>> =>
  Array.isArray(r.foundRecords) ? (r.foundRecords as Array<Record<string, unknown>>) : [];

const SIGNALS: Record<SignalGroup, { label: string; signals: Signal[] }> = {
  email: {
    label: 'Email',
    signals: [
      sig('email', 'validSyntax', 'bool', 'The address has valid RFC 5321/5322 syntax'),
      sig('email', 'domain', 'string', 'The domain, lower-cased'),
      sig('email', 'deliverability', 'string', '`deliverable`, `undeliverable` or `unknown`'),
      sig('email', 'disposable', 'bool', 'The domain is a disposable-address provider'),
      sig('email', 'freeProvider', 'bool', 'The domain is a free mail provider'),
      sig('email', 'roleAccount', 'bool', 'A role address (info@, admin@…)'),
      sig('email', 'dns', 'bool', 'The domain exists in DNS'),
      sig('email', 'mxRecords', 'list<string>', 'MX hosts by preference'),
      sig('email', 'spf', 'bool', 'The domain publishes SPF'),
      sig('email', 'dmarc', 'bool', 'The domain publishes DMARC'),
      status('email', 'email lookup'),
    ],
  },
  phone: {
    label: 'Phone',
    signals: [
      sig('phone', 'isValid', 'bool', 'The number is valid for its region'),
      sig('phone', 'isVoip', 'bool', 'The line type is VOIP'),
      sig('phone', 'countryCode', 'string', 'ISO 3166-1 alpha-2 of the number'),
      sig('phone', 'dialingCode', 'int', 'Country calling code, e.g. 44'),
      sig('phone', 'carrier', 'string', 'Carrier the number range was assigned to'),
      sig('phone', 'lineType', 'string', 'MOBILE, FIXED_LINE, VOIP, TOLL_FREE…'),
      sig('phone', 'fraudScore', 'int', "Pulse's phone fraud score, 0–100"),
      sig('phone', 'isRisky', 'bool', 'fraudScore >= 75'),
      status('phone', 'phone lookup'),
    ],
  },
  ip: {
    label: 'IP address',
    signals: [
      sig('ip', 'isp', 'string', 'Network operator (AS organisation)'),
      sig('ip', 'asn', 'int', 'AS number, e.g. 15169'),
      sig('ip', 'organization', 'string', 'AS organisation name'),
      sig('ip', 'countryCode', 'string', 'ISO 3166-1 alpha-2 of the address'),
      sig('ip', 'city', 'string', 'City of the address'),
      sig('ip', 'proxy', 'bool', 'In an imported proxy list'),
      sig('ip', 'vpn', 'bool', 'In an imported VPN list'),
      sig('ip', 'tor', 'bool', 'A Tor exit address'),
      sig('ip', 'isHosting', 'bool', 'A data-centre or hosting address'),
      sig('ip', 'isBogon', 'bool', 'A special-purpose, non-routable address'),
      status('ip', 'IP lookup'),
    ],
  },
  bin: {
    label: 'Card BIN',
    signals: [
      sig('bin', 'brand', 'string', 'Card network (Visa, Mastercard…)'),
      sig('bin', 'scheme', 'string', 'Network id: visa, mastercard, amex…'),
      sig('bin', 'type', 'string', 'debit, credit or charge'),
      sig('bin', 'level', 'string', 'Card product or level'),
      sig('bin', 'prepaid', 'bool', 'A prepaid card'),
      sig('bin', 'commercial', 'bool', 'A business or corporate card'),
      sig('bin', 'currency', 'string', 'ISO 4217 currency of the issuing country'),
      sig('bin', 'issuerName', 'string', 'The issuing bank'),
      sig('bin', 'country', 'string', 'ISO 3166-1 alpha-2 of the issuer', at('country', 'alpha2')),
      sig('bin', 'valid', 'bool', 'The prefix belongs to a known card range'),
      status('bin', 'BIN lookup'),
    ],
  },
  address: {
    label: 'Address',
    signals: [
      sig('address', 'valid', 'bool', 'The address was located', at('validation', 'valid')),
      sig(
        'address',
        'precision',
        'string',
        '`postcode`, `city` or `none`',
        at('validation', 'precision'),
      ),
      sig('address', 'addressType', 'string', '`residential`, `commercial`, `po_box`, `unknown`'),
      sig(
        'address',
        'countryCode',
        'string',
        'ISO 3166-1 alpha-2 of the address',
        at('addressDetails', 'countryCode'),
      ),
      sig(
        'address',
        'distanceKm',
        'double',
        'Kilometres between the address and the current location',
        at('validation', 'distanceKm'),
      ),
      status('address', 'address check'),
    ],
  },
  aml: {
    label: 'AML screening',
    signals: [
      sig('aml', 'matchCount', 'int', 'Listed records found', (r) => records(r).length),
      sig('aml', 'bestScore', 'double', 'Best match score, 0–1 (0 without a match)', (r) =>
        records(r).reduce((m, x) => Math.max(m, typeof x.score === 'number' ? x.score : 0), 0),
      ),
      sig('aml', 'sanctioned', 'bool', 'A sanctions record matched (score ≥ 0.85)', (r) =>
        records(r).some((x) => x.source_type === 'sanction' && x.match_strength === 'match'),
      ),
      sig('aml', 'pep', 'bool', 'A politically exposed person record was found', (r) =>
        records(r).some((x) => x.source_type === 'pep'),
      ),
      sig('aml', 'lists', 'list<string>', 'The names of the lists with a record found', (r) => [
        ...new Set(records(r).map((x) => String(x.source))),
      ]),
      status('aml', 'AML screening'),
    ],
  },
  fraud: {
    label: 'Combined fraud check',
    signals: [
      sig('fraud', 'riskScore', 'int', 'The combined risk score, 0–100'),
      status('fraud', 'combined fraud check'),
    ],
  },
  report: {
    label: 'Report',
    signals: [
      sig('report', 'service', 'string', 'The service key: emailLookup, ipLookup, fraudEngine…'),
      sig('report', 'status', 'string', "Pulse's own status of the report"),
      sig('report', 'requestType', 'string', '`api` or `dashboard`'),
    ],
  },
};

/** The signal catalogue as `GET /rules/signals` serves it, one entry per CEL variable. */
export function signalCatalogue(): Array<{
  service: SignalGroup;
  label: string;
  signals: SignalDef[];
}> {
  return SIGNAL_GROUPS.map((g) => ({
    service: g,
    label: SIGNALS[g].label,
    signals: SIGNALS[g].signals.map(({ name, type, description }) => ({
      name,
      type,
      description,
    })),
  }));
}

/** The CEL schema of each variable (`{ disposable: 'bool', … }`), for the checker. */
export function celSchemas(): Record<SignalGroup, Record<string, SignalType>> {
  return Object.fromEntries(
    SIGNAL_GROUPS.map((g) => [
      g,
      Object.fromEntries(SIGNALS[g].signals.map((s) => [s.name.slice(g.length + 1), s.type])),
    ]),
  ) as Record<SignalGroup, Record<string, SignalType>>;
}

/** A value as CEL takes it for each type, or undefined when it has another shape (then absent). */
const CEL_VALUE: Record<SignalType, (v: unknown) => unknown> = {
  bool: (v) => (typeof v === 'boolean' ? v : undefined),
  string: (v) => (typeof v === 'string' ? v : undefined),
  double: (v) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined),
  // CEL ints are 64-bit: the library takes them as BigInt.
  int: (v) => (typeof v === 'number' && Number.isInteger(v) ? BigInt(v) : undefined),
  'list<string>': (v) =>
    Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : undefined,
};

/** Per group: each signal's field name and reader, computed once (the backtest's hot path). */
const READERS = Object.fromEntries(
  SIGNAL_GROUPS.map((g) => [
    g,
    SIGNALS[g].signals.map((s) => ({
      field: s.name.slice(g.length + 1),
      convert: CEL_VALUE[s.type],
      read: s.read,
      isStatus: s.name === `${g}.status`,
    })),
  ]),
) as Record<
  SignalGroup,
  Array<{
    field: string;
    convert: (v: unknown) => unknown;
    read: Signal['read'];
    isStatus: boolean;
  }>
>;

/**
 * The fields of one group read from a response object; `status` is the part's own status.
 * Unknown (null) or ill-typed fields are absent.
 */
export function groupValues(
  group: SignalGroup,
  response: Record<string, unknown>,
  partStatus: unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const r of READERS[group]) {
    const v = r.convert(r.isStatus ? partStatus : r.read(response));
    if (v !== undefined) out[r.field] = v;
  }
  return out;
}
