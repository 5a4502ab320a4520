/**
 * Pure row builders of the service cards (spec §2 "Report detail", §3, §9): each turns an engine
 * response into label/value text rows. Missing values → "N/A", booleans → Yes/No, lists comma-joined.
 */
import { NA, formatDate, joinList, orNA, statusLabel, yesNo } from '@pulse/ui';

export interface Row {
  label: string;
  value: string;
}

type Obj = Record<string, unknown>;

const obj = (v: unknown): Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj) : {};

/**
 * Calendar dates in the spec §9 format: "1952-10-07" → "07/10/1952", a month-only date of a
 * sanctions list ("1952-10") → "10/1952"; any other value unchanged.
 */
export function dateText<T>(v: T): T | string {
  if (typeof v !== 'string') return v;
  const s = v.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return formatDate(s);
  const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(s);
  return month ? `${month[2]}/${month[1]}` : v;
}

/** Any scalar or list as text; objects are never dumped as JSON on a card. Dates read DD/MM/YYYY. */
export function text(v: unknown): string {
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) return NA;
  return orNA(Array.isArray(v) ? v.map(dateText) : dateText(v));
}

/** A yes/no field: true → Yes, false → No, null (no source) → N/A. */
export const flag = (v: unknown): string => yesNo(v);

/** A list field: comma-joined, N/A when empty or missing. */
export const list = (v: unknown): string =>
  Array.isArray(v) ? joinList(v.map(dateText)) : text(v);

/** "deliverable" → "Deliverable", "FIXED_LINE_OR_MOBILE" → "Fixed Line Or Mobile". */
export function words(v: unknown): string {
  if (typeof v !== 'string' || v.trim() === '') return NA;
  return v
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * A coordinate in degrees to 4 decimals (about 11 m, finer than any IP or address geolocation);
 * GeoIP databases store float32 values such as 37.422000885009766.
 */
export function coordinate(v: unknown): string {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? String(Number(n.toFixed(4))) : text(v);
}

const rows = (pairs: [string, string][]): Row[] =>
  pairs.map(([label, value]) => ({ label, value }));

/** Phone Verification: exactly the spec §2 rows, in its order. */
export function phoneRows(response: unknown): Row[] {
  const r = obj(response);
  return rows([
    ['Is Valid', flag(r.isValid)],
    ['Is Active', flag(r.isActive)],
    ['Is VOIP', flag(r.isVoip)],
    ['Country Code', text(r.countryCode)],
    ['Dialing Code', text(r.dialingCode)],
    ['Formatted Number', text(r.formattedNumber)],
    ['Carrier', text(r.carrier)],
    ['City', text(r.city)],
    ['Region', text(r.region)],
    ['Time Zone', text(r.timeZone)],
    ['Line Type', text(r.lineType)],
    ['Fraud Score', text(r.fraudScore)],
    ['Is Risky', flag(r.isRisky)],
    ['Is Spammer', flag(r.isSpammer)],
    ['Recent Abuse', flag(r.recentAbuse)],
    ['Leaked', flag(r.leaked)],
    ['Prepaid', flag(r.prepaid)],
    ['Do Not Call', flag(r.doNotCall)],
    ['MCC', text(r.mcc)],
    ['MNC', text(r.mnc)],
    ['Zip Code', text(r.zipCode)],
    ['Name', text(r.name)],
    ['Associated Emails', list(r.associatedEmails)],
    ['SMS Domain', text(r.smsDomain)],
    ['SMS Email', text(r.smsEmail)],
  ]);
}

/** BIN Verification: brand, currency, commercial, prepaid, issuer, length, level, number, scheme, type, valid, country. */
export function binRows(response: unknown): Row[] {
  const r = obj(response);
  const country = obj(r.country);
  return rows([
    ['BIN', text(r.bin)],
    ['Brand', text(r.brand)],
    ['Currency', text(r.currency)],
    ['Commercial', flag(r.commercial)],
    ['Prepaid', flag(r.prepaid)],
    ['Issuer Name', text(r.issuerName)],
    ['Issuer Phone', text(r.issuerPhone)],
    ['Issuer Website', text(r.issuerWebsite)],
    ['Length', text(r.length)],
    ['Level', text(r.level)],
    ['Number', text(r.number)],
    ['Scheme', text(r.scheme)],
    ['Type', words(r.type)],
    ['Valid', flag(r.valid)],
    ['Country', text(country.name)],
    ['Country Code', text(country.alpha2)],
    ['Country Numeric Code', text(country.numeric)],
  ]);
}

/** Email Verification: deliverability, disposable, DMARC/SPF/DNS, domain age, first seen, leaked, … */
export function emailRows(response: unknown): Row[] {
  const r = obj(response);
  return rows([
    ['Email', text(r.email)],
    ['Deliverability', words(r.deliverability)],
    ['Valid Syntax', flag(r.validSyntax)],
    ['Disposable', flag(r.disposable)],
    ['Free Provider', flag(r.freeProvider)],
    ['Role Account', flag(r.roleAccount)],
    ['DMARC', flag(r.dmarc)],
    ['SPF', flag(r.spf)],
    ['DNS', flag(r.dns)],
    ['Domain', text(r.domain)],
    ['Domain Age', text(r.domainAge)],
    ['First Seen', text(r.firstSeen)],
    ['Leaked', flag(r.leaked)],
    ['Honeypot', flag(r.honeypot)],
    ['MX Records', list(r.mxRecords)],
    ['SMTP Score', text(r.smtpScore)],
    ['Spam Trap Score', text(r.spamTrapScore)],
  ]);
}

/** IP Verification: the spec §2 fields in its order, the address first and two network facts last. */
export function ipRows(response: unknown): Row[] {
  const r = obj(response);
  return rows([
    ['IP Address', text(r.ip)],
    ['ISP', text(r.isp)],
    ['ASN', text(r.asn)],
    ['Host', text(r.host)],
    ['City', text(r.city)],
    ['Region', text(r.region)],
    ['Country Code', text(r.countryCode)],
    ['Zip', text(r.zip)],
    ['Latitude', coordinate(r.latitude)],
    ['Longitude', coordinate(r.longitude)],
    ['Proxy', flag(r.proxy)],
    ['VPN', flag(r.vpn)],
    ['TOR', flag(r.tor)],
    ['Bot', flag(r.bot)],
    ['Crawler', flag(r.crawler)],
    ['Mobile', flag(r.mobile)],
    ['Recent Abuse', flag(r.recentAbuse)],
    ['Organization', text(r.organization)],
    ['Timezone', text(r.timezone)],
    ['Hosting / Data Centre', flag(r.isHosting)],
    ['Reserved Range', r.isBogon === true ? text(r.bogonRange) : flag(r.isBogon)],
  ]);
}

const ADDRESS_TYPES: Record<string, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  po_box: 'PO Box',
  unknown: 'Unknown',
};

const PRECISION: Record<string, string> = {
  postcode: 'Postcode centroid',
  city: 'City',
  none: 'Not located',
};

export interface AddressSections {
  decision: Row[];
  details: Row[];
  type: Row[];
  validation: Row[];
  current: Row[];
}

const NOT_AVAILABLE = 'Not Available';

/** Address Verification: Decision Details, Address Details, Address Type, Validation & Distance, Current Location. */
export function addressSections(response: unknown): AddressSections {
  const r = obj(response);
  const decision = obj(r.decisionDetails);
  const details = obj(r.addressDetails);
  const validation = obj(r.validation);
  const current = r.currentLocation ? obj(r.currentLocation) : null;
  const geocode = r.geocode ? obj(r.geocode) : null;
  const type =
    typeof r.addressType === 'string' ? (ADDRESS_TYPES[r.addressType] ?? words(r.addressType)) : NA;
  const km = validation.distanceKm;
  return {
    decision: rows([
      ['Status', typeof decision.status === 'string' ? statusLabel(decision.status) : NA],
      ['Message', text(decision.message)],
      ['Reasons', list(decision.reasons)],
    ]),
    details: rows([
      ['Input', text(details.input)],
      ['Formatted Address', text(details.formattedAddress)],
      ['House Number', text(details.houseNumber)],
      ['Street', text(details.street)],
      ['PO Box', text(details.poBox)],
      ['City', text(details.city)],
      ['Region', text(details.region)],
      ['Postcode', text(details.postcode)],
      ['Country', text(details.countryName)],
      ['Country Code', text(details.countryCode)],
    ]),
    type: rows([['Address Type', type]]),
    validation: rows([
      ['Valid', flag(validation.valid)],
      [
        'Precision',
        typeof validation.precision === 'string'
          ? (PRECISION[validation.precision] ?? words(validation.precision))
          : NA,
      ],
      ['GeoNames ID', text(validation.geonameId)],
      [
        'Population',
        typeof validation.population === 'number'
          ? validation.population.toLocaleString('en-US')
          : NA,
      ],
      ['Distance', typeof km === 'number' && Number.isFinite(km) ? `${Math.round(km)} KM` : NA],
      ['Geocode Latitude', geocode ? coordinate(geocode.latitude) : NA],
      ['Geocode Longitude', geocode ? coordinate(geocode.longitude) : NA],
    ]),
    current: rows([
      ['Latitude', current ? coordinate(current.latitude) : NOT_AVAILABLE],
      ['Longitude', current ? coordinate(current.longitude) : NOT_AVAILABLE],
    ]),
  };
}

/** One AML found record (engines' snake_case shape, spec §3 "AML response"). */
export type AmlRecord = Obj;

const ENTITY_TYPES: Record<string, string> = {
  individual: 'Individual',
  entity: 'Entity',
  vessel: 'Vessel',
  aircraft: 'Aircraft',
};
const SOURCE_TYPES: Record<string, string> = { sanction: 'Sanction', pep: 'PEP', other: 'Other' };

/** The accordion header of a record: name, entity type and source type. */
export function amlSummary(record: AmlRecord): {
  name: string;
  entityType: string;
  sourceType: string;
} {
  const et = record.entity_type;
  const st = record.source_type;
  return {
    name: text(record.name),
    entityType: typeof et === 'string' ? (ENTITY_TYPES[et] ?? words(et)) : NA,
    sourceType: typeof st === 'string' ? (SOURCE_TYPES[st] ?? words(st)) : NA,
  };
}

export type AmlKind = 'business' | 'individual';

/**
 * The expanded detail fields (spec §3): business — alias names, address, sanction details, links,
 * other information, source ID, source type, list date; individual records add names, birth,
 * citizenship, occupations, positions, parties, gender, family, description and PEP type.
 * The list name, match score and remarks follow, so a reviewer sees why the record matched.
 */
export function amlDetailRows(record: AmlRecord, kind: AmlKind): Row[] {
  const r = record;
  const individual =
    kind === 'individual' || r.entity_type === 'individual'
      ? rows([
          ['Last Names', text(r.last_names)],
          ['Given Names', text(r.given_names)],
          ['Date Of Birth', list(r.date_of_birth)],
          ['Place Of Birth', list(r.place_of_birth)],
          ['Citizenship', list(r.citizenship)],
          ['Nationality', list(r.nationality)],
          ['Occupations', list(r.occupations)],
          ['Positions', list(r.positions)],
          ['Political Parties', list(r.political_parties)],
          ['Gender', words(r.gender)],
          ['Spouse', list(r.spouse)],
          ['Siblings', list(r.siblings)],
          ['Parents', list(r.parents)],
          ['Children', list(r.children)],
          ['Description', text(r.description)],
          ['PEP Type', text(r.pep_type)],
        ])
      : [];
  const score = typeof r.score === 'number' ? r.score.toFixed(2) : NA;
  return [
    ...rows([
      ['Alias Names', list(r.alias_names)],
      ['Address', list(r.address)],
      ['Sanction Details', list(r.sanction_details)],
      ['Links', list(r.links)],
      ['Other Information', list(r.other_information)],
      ['Source ID', text(r.source_id)],
      ['Source Type', amlSummary(r).sourceType],
      ['List Date', text(r.list_date)],
    ]),
    ...individual,
    ...rows([
      ['Source', text(r.source)],
      ['Match Score', r.match_strength ? `${score} (${words(r.match_strength)})` : score],
      ['Matched Name', text(r.matched_name)],
      ['Remarks', text(r.remarks)],
    ]),
  ];
}

/** The foundRecords list of an AML response ([] when missing). */
export function foundRecords(response: unknown): AmlRecord[] {
  const list = obj(response).foundRecords;
  return Array.isArray(list)
    ? list.filter((x): x is AmlRecord => typeof x === 'object' && x !== null)
    : [];
}

/**
 * Report Input: each non-empty input field, labelled by `split` (its name split into
 * words, or the catalog's label); `format` may reword a value by field name.
 */
export function inputRows(
  input: unknown,
  split: (name: string) => string,
  format: (name: string, value: string) => string = (_name, value) => value,
): Row[] {
  return Object.entries(obj(input))
    .filter(
      ([, v]) =>
        v !== null &&
        v !== undefined &&
        !(typeof v === 'string' && v.trim() === '') &&
        !(Array.isArray(v) && v.length === 0),
    )
    .map(([k, v]) => ({ label: split(k), value: format(k, text(v)) }));
}
