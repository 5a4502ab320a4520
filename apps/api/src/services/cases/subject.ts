/**
 * The pure rules of AML case review (docs/adr/0046-case-review.md): which AML results of a report
 * open a case, the subject and its key, the matches a case keeps, and the fingerprint of a list
 * entry that bounds a false-positive decision.
 */
import { createHash } from 'node:crypto';
import {
  entryKey,
  normalizeName,
  SOURCE_LABELS,
  tokenSetKey,
  type AmlIndex,
  type ListEntry,
  type SanctionSource,
} from '@pulse/engines/aml';
import type { CaseMatch } from '../../db/schema/index.js';
import type { ReportDecision } from '../../domain/rules/types.js';
import type { CaseDraft } from '../../repositories/cases.js';
import { watchlistIdOf, type TenantWatchlists } from '../watchlists/tenant-index.js';

export type { CaseDraft } from '../../repositories/cases.js';

/** The report fields a case is opened from (NewReport with its result). */
export interface ReportLike {
  referenceId: string;
  tenantId: string;
  service: string;
  /** `live` when absent, as reports default. */
  mode?: string | undefined;
  inputRequest: unknown;
  result: unknown;
  requestDateTime: Date;
  /** The decision of the tenant's rule set, when it has one for the mode (a rules case). */
  decision?: ReportDecision | undefined;
}

/** The statuses that open a case: an AML decision that is not VERIFIED (ERROR decides nothing). */
const OPENS = new Set(['SUSPICIOUS', 'RISKY', 'DECLINED']);

/** A request field as a trimmed string; null when it is not a string or is blank. */
export const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : null;

/**
 * The subject key of a screening: `person|<name tokens>|<dob>` or `business|<name tokens>`, the
 * name normalised as the matcher does (case, accents, honorifics or legal forms, word order), the
 * date of birth as given (YYYY-MM-DD) or empty. Country and gender are not part of it: the AML
 * lookups take no country (the fraud engine's is the address's), and a gender rarely tells two
 * people of one name and birth date apart.
 */
export function subjectKey(
  kind: 'person' | 'business',
  name: string,
  dob: string | null = null,
): string {
  const tokens = tokenSetKey(normalizeName(name, kind === 'person' ? 'person' : 'organisation'));
  return kind === 'person' ? `person|${tokens}|${dob ?? ''}` : `business|${tokens}`;
}

/** The subject of a person screening's input (`f_name`, `l_name`, `dob`, `gender`, `country`). */
export function personSubject(input: Record<string, unknown>): {
  subject: Record<string, string>;
  key: string;
} | null {
  const name = [str(input.f_name), str(input.l_name)].filter(Boolean).join(' ');
  if (!name) return null;
  const subject: Record<string, string> = { name };
  const dob = str(input.dob);
  if (dob) subject.dob = dob;
  const gender = str(input.gender);
  if (gender) subject.gender = gender;
  const country = str(input.country);
  if (country) subject.country = country;
  return { subject, key: subjectKey('person', name, dob) };
}

/** The subject of a business screening's input (`company`, `country`). */
export function businessSubject(input: Record<string, unknown>): {
  subject: Record<string, string>;
  key: string;
} | null {
  const name = str(input.company);
  if (!name) return null;
  const subject: Record<string, string> = { name };
  const country = str(input.country);
  if (country) subject.country = country;
  return { subject, key: subjectKey('business', name) };
}

/**
 * sha-256 (hex) of a list entry's matching fields: its name, aliases, dates of birth and programs
 * (sorted, so a list that reorders them changes nothing). Any change of those in a list update
 * changes the fingerprint, which ends a false-positive memory of the entry.
 */
export function entryFingerprint(r: ListEntry): string {
  const sorted = (xs: readonly string[]) => [...xs].sort();
  return createHash('sha256')
    .update(
      JSON.stringify([
        r.name,
        sorted(r.aliases.map((a) => a.name)),
        sorted(r.datesOfBirth.map((d) => d.text)),
        sorted(r.programs),
      ]),
    )
    .digest('hex');
}

/**
 * The key the false-positive memory compares list entries by: `entryKey` of the matcher (OFAC's SDN and
 * consolidated files share one numbering, so `ofac-sdn:1` and `ofac-consolidated:1` are one
 * entry); every other record id is its own.
 */
export function memoryKey(entryId: string): string {
  const [source, ...rest] = entryId.split(':');
  const sourceId = rest.join(':');
  return source === 'ofac-sdn' || source === 'ofac-consolidated' ? `ofac:${sourceId}` : entryId;
}

/** The same key of a loaded record. */
export const recordSuppressionKey = (r: ListEntry): string => entryKey(r);

const BY_LABEL = new Map(
  Object.entries(SOURCE_LABELS).map(([k, v]) => [v, k as SanctionSource] as const),
);
const RECORDS = new WeakMap<AmlIndex, Map<string, ListEntry>>();

/** The records of an index by id, built once per index (an index is immutable). */
function recordsOf(index: AmlIndex): Map<string, ListEntry> {
  let m = RECORDS.get(index);
  if (!m) {
    m = new Map(index.records.map((r) => [r.id, r]));
    RECORDS.set(index, m);
  }
  return m;
}

interface FoundLike {
  name?: unknown;
  source?: unknown;
  source_id?: unknown;
  source_type?: unknown;
  score?: unknown;
  matched_name?: unknown;
  evidence?: { date_of_birth?: unknown; gender?: unknown } | null;
}

interface AmlResultLike {
  status?: unknown;
  response?: { foundRecords?: FoundLike[] } | null;
}

/**
 * The matches of an AML result: one per found record, with its list version and fingerprint.
 * A tenant's watchlist entry (docs/adr/0048-custom-watchlists.md) takes its list's name as
 * `sourceLabel` and its list's version from `lists`.
 */
export function matchesOf(
  result: AmlResultLike,
  index: AmlIndex | null,
  lists: TenantWatchlists | null = null,
): CaseMatch[] {
  const records = index ? recordsOf(index) : new Map<string, ListEntry>();
  const listRecords = lists ? recordsOf(lists.index) : new Map<string, ListEntry>();
  return (result.response?.foundRecords ?? []).map((f) => {
    const label = String(f.source ?? '');
    const source = BY_LABEL.get(label) ?? label;
    const entryId = `${source}:${String(f.source_id ?? '')}`;
    const watchlistId = watchlistIdOf(entryId);
    if (watchlistId !== null) {
      const list = lists?.lists.get(watchlistId);
      const record = listRecords.get(entryId);
      return {
        ...matchFields(f, entryId, source),
        sourceLabel: list?.name ?? label,
        listVersion: list?.version ?? null,
        fingerprint: record ? entryFingerprint(record) : null,
      };
    }
    const record = records.get(entryId);
    return {
      ...matchFields(f, entryId, source),
      sourceLabel: label,
      listVersion: index?.sources.find((s) => s.source === source)?.version ?? null,
      fingerprint: record ? entryFingerprint(record) : null,
    };
  });
}

/** The fields of a match its found record gives. */
function matchFields(
  f: FoundLike,
  entryId: string,
  source: string,
): Omit<CaseMatch, 'sourceLabel' | 'listVersion' | 'fingerprint'> {
  const name = String(f.name ?? '');
  const matchedName = String(f.matched_name ?? name);
  const fields = [matchedName === name ? 'name' : 'alias'];
  const dob = f.evidence?.date_of_birth;
  if (dob === 'match' || dob === 'partial') fields.push('dob');
  if (f.evidence?.gender === 'match') fields.push('gender');
  return {
    entryId,
    name,
    source,
    sourceType: String(f.source_type ?? 'other'),
    score: typeof f.score === 'number' ? f.score : 0,
    matchedName,
    matchedFields: fields,
  };
}

/**
 * The cases a written report opens: one per AML result in it whose decision is SUSPICIOUS, RISKY
 * or DECLINED (an AML lookup's own result; a fraud-engine call's individual and business parts).
 */
export function caseDrafts(
  report: ReportLike,
  origin: 'lookup' | 'batch' | 'monitoring',
  batchId: string | null,
  index: AmlIndex | null,
  lists: TenantWatchlists | null = null,
): CaseDraft[] {
  const parts: Array<{ kind: 'person' | 'business'; result: AmlResultLike }> = [];
  const result = report.result as AmlResultLike & { response?: Record<string, unknown> | null };
  if (report.service === 'amlPerson') parts.push({ kind: 'person', result });
  else if (report.service === 'amlBusiness') parts.push({ kind: 'business', result });
  else if (report.service === 'fraudEngine') {
    const r = (result?.response ?? {}) as Record<string, AmlResultLike | null | undefined>;
    if (r.individualAMLPulse) parts.push({ kind: 'person', result: r.individualAMLPulse });
    if (r.businessAMLPulse) parts.push({ kind: 'business', result: r.businessAMLPulse });
  }
  const drafts: CaseDraft[] = [];
  for (const { kind, result: part } of parts) {
    if (!OPENS.has(String(part?.status))) continue;
    const input = (report.inputRequest ?? {}) as Record<string, unknown>;
    const s = kind === 'person' ? personSubject(input) : businessSubject(input);
    if (!s) continue;
    drafts.push({
      tenantId: report.tenantId,
      mode: report.mode ?? 'live',
      origin,
      service: report.service,
      subjectKind: kind,
      subject: s.subject,
      subjectKey: s.key,
      reportId: report.referenceId,
      reportDateTime: report.requestDateTime,
      batchId,
      decision: String(part.status),
      matches: matchesOf(part, index, lists),
    });
  }
  return drafts;
}
