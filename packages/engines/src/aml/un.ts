import { parseListDate } from './dates.js';
import {
  emptyEntry,
  ImportError,
  pushUnique,
  SOURCE_LABELS,
  SOURCE_LICENCES,
  type ImportResult,
  type ListDate,
  type ListEntry,
} from './types.js';
import { parseListXml, type XNode } from './xml-document.js';

/**
 * UN Security Council consolidated list (XML, schema sc-sanctions.xsd):
 * CONSOLIDATED_LIST/INDIVIDUALS/INDIVIDUAL and CONSOLIDATED_LIST/ENTITIES/ENTITY.
 *
 * - Name: FIRST_NAME … FOURTH_NAME joined in order. UN does not mark the family name: `givenNames` is
 *   FIRST_NAME and `lastName` the remaining parts (best effort; matching ignores order anyway).
 *   An entity FIRST_NAME holding several names separated by " ; " gives the first as name, the rest as aliases.
 * - Aliases: INDIVIDUAL_ALIAS / ENTITY_ALIAS with their QUALITY ('Good', 'Low', 'a.k.a.', 'f.k.a.').
 * - DOB: INDIVIDUAL_DATE_OF_BIRTH (EXACT DATE or YEAR; APPROXIMATELY → approximate; BETWEEN FROM_YEAR/TO_YEAR).
 * - LISTED_ON → listDate, UN_LIST_TYPE + REFERENCE_NUMBER → programs, COMMENTS1 → remarks, DESIGNATION and
 *   TITLE → positions, NATIONALITY, PLACE_OF_BIRTH, ADDRESS, GENDER, DOCUMENTs → other information.
 *
 * The whole file is validated first; a malformed file, a wrong root element or an entry without a name
 * raises ImportError and nothing is returned.
 */

const ARRAY_TAGS = new Set([
  'INDIVIDUAL',
  'ENTITY',
  'INDIVIDUAL_ALIAS',
  'ENTITY_ALIAS',
  'INDIVIDUAL_ADDRESS',
  'ENTITY_ADDRESS',
  'INDIVIDUAL_DATE_OF_BIRTH',
  'INDIVIDUAL_PLACE_OF_BIRTH',
  'INDIVIDUAL_DOCUMENT',
  'VALUE',
  'NATIONALITY',
  'DESIGNATION',
  'TITLE',
  'LIST_TYPE',
  'LAST_DAY_UPDATED',
]);

function text(v: unknown): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string' || typeof v === 'number') {
    const t = String(v).replace(/\s+/g, ' ').trim();
    return t || null;
  }
  return null;
}

function arr(v: unknown): XNode[] {
  if (Array.isArray(v)) return v.filter((x): x is XNode => typeof x === 'object' && x !== null);
  if (typeof v === 'object' && v !== null) return [v as XNode];
  return [];
}

function values(v: unknown): string[] {
  const out: string[] = [];
  for (const node of arr(v)) {
    const vals = node['VALUE'];
    for (const x of Array.isArray(vals) ? vals : [vals]) {
      const t = text(x);
      if (t) out.push(t);
    }
  }
  return out;
}

function place(node: XNode): string | null {
  const parts = ['STREET', 'CITY', 'STATE_PROVINCE', 'ZIP_CODE', 'COUNTRY']
    .map((k) => text(node[k]))
    .filter((x): x is string => !!x);
  const note = text(node['NOTE']);
  if (parts.length === 0) return null;
  return parts.join(', ') + (note ? ` (${note})` : '');
}

function unDob(node: XNode): ListDate | null {
  const type = (text(node['TYPE_OF_DATE']) ?? 'EXACT').toUpperCase();
  const date = text(node['DATE']);
  const year = text(node['YEAR']);
  const from = text(node['FROM_YEAR']);
  const to = text(node['TO_YEAR']);
  let d: ListDate | null = null;
  if (type === 'BETWEEN' && from && to) d = parseListDate(`${from} to ${to}`);
  else if (date) d = parseListDate(date);
  else if (year) d = parseListDate(year);
  if (d && type === 'APPROXIMATELY') d = { ...d, approximate: true, text: `circa ${d.text}` };
  return d;
}

function common(rec: ListEntry, node: XNode): void {
  rec.listDate = text(node['LISTED_ON'])?.slice(0, 10) ?? null;
  const listType = text(node['UN_LIST_TYPE']);
  const ref = text(node['REFERENCE_NUMBER']);
  if (listType) pushUnique(rec.programs, `UN ${listType}`);
  if (ref) rec.otherInfo.push(`UN reference number: ${ref}`);
  rec.remarks = text(node['COMMENTS1']);
  const links = rec.remarks?.match(/https?:\/\/\S+/g) ?? [];
  for (const l of links) pushUnique(rec.links, l.replace(/[.,;)]+$/, ''));
}

function aliasesOf(rec: ListEntry, nodes: XNode[]): void {
  for (const a of nodes) {
    const name = text(a['ALIAS_NAME']);
    if (!name || name === rec.name) continue;
    const kind = text(a['QUALITY']) ?? 'alias';
    if (!rec.aliases.some((x) => x.name === name)) rec.aliases.push({ name, kind });
  }
}

export interface UnOptions {
  /** Overrides the file's dateGenerated as the reported version. */
  version?: string | null;
  file?: string;
}

export function parseUnXml(input: string | Uint8Array, options: UnOptions = {}): ImportResult {
  const file = options.file ?? 'UN consolidated list';
  const doc = parseListXml(input, file, ARRAY_TAGS);
  const root = doc['CONSOLIDATED_LIST'] as XNode | undefined;
  if (!root || typeof root !== 'object') {
    throw new ImportError(
      file,
      null,
      'root element CONSOLIDATED_LIST not found (not a UN consolidated list)',
    );
  }
  const individuals = arr((root['INDIVIDUALS'] as XNode | undefined)?.['INDIVIDUAL']);
  const entities = arr((root['ENTITIES'] as XNode | undefined)?.['ENTITY']);
  if (individuals.length + entities.length === 0)
    throw new ImportError(file, null, 'the list holds no entries');

  const records: ListEntry[] = [];
  const seen = new Set<string>();
  const idOf = (node: XNode, kind: string, i: number): string => {
    const id = text(node['REFERENCE_NUMBER']) ?? text(node['DATAID']);
    if (!id)
      throw new ImportError(
        file,
        `${kind} #${i + 1}`,
        'entry has neither REFERENCE_NUMBER nor DATAID',
      );
    if (seen.has(id)) throw new ImportError(file, `${kind} #${i + 1}`, `duplicate reference ${id}`);
    seen.add(id);
    return id;
  };

  individuals.forEach((node, i) => {
    const id = idOf(node, 'INDIVIDUAL', i);
    const parts = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME']
      .map((k) => text(node[k]))
      .filter((x): x is string => !!x);
    if (parts.length === 0) throw new ImportError(file, `INDIVIDUAL ${id}`, 'entry has no name');
    const rec = emptyEntry('un', id, parts.join(' '), 'individual');
    rec.givenNames = parts[0] ?? null;
    rec.lastName = parts.length > 1 ? parts.slice(1).join(' ') : null;
    common(rec, node);
    const original = text(node['NAME_ORIGINAL_SCRIPT']);
    if (original) rec.aliases.push({ name: original, kind: 'original script' });
    aliasesOf(rec, arr(node['INDIVIDUAL_ALIAS']));
    for (const d of arr(node['INDIVIDUAL_DATE_OF_BIRTH'])) {
      const dob = unDob(d);
      if (dob) rec.datesOfBirth.push(dob);
    }
    for (const p of arr(node['INDIVIDUAL_PLACE_OF_BIRTH'])) pushUnique(rec.placesOfBirth, place(p));
    for (const a of arr(node['INDIVIDUAL_ADDRESS'])) pushUnique(rec.addresses, place(a));
    for (const n of values(node['NATIONALITY'])) pushUnique(rec.nationalities, n);
    for (const d of values(node['DESIGNATION'])) pushUnique(rec.positions, d);
    for (const t of values(node['TITLE'])) pushUnique(rec.positions, t);
    const gender = (text(node['GENDER']) ?? '').toLowerCase();
    rec.gender = gender === 'male' ? 'male' : gender === 'female' ? 'female' : null;
    for (const doc of arr(node['INDIVIDUAL_DOCUMENT'])) {
      const type = text(doc['TYPE_OF_DOCUMENT']);
      const num = text(doc['NUMBER']);
      if (type && num)
        rec.otherInfo.push(
          `${type}: ${num}${text(doc['ISSUING_COUNTRY']) ? ` (${text(doc['ISSUING_COUNTRY'])})` : ''}`,
        );
    }
    records.push(rec);
  });

  entities.forEach((node, i) => {
    const id = idOf(node, 'ENTITY', i);
    const full = text(node['FIRST_NAME']);
    if (!full) throw new ImportError(file, `ENTITY ${id}`, 'entry has no name');
    const names = full
      .split(/\s+;\s+/)
      .map((s) => s.trim())
      .filter(Boolean);
    const rec = emptyEntry('un', id, names[0] ?? full, 'entity');
    for (const n of names.slice(1)) rec.aliases.push({ name: n, kind: 'a.k.a.' });
    common(rec, node);
    aliasesOf(rec, arr(node['ENTITY_ALIAS']));
    for (const a of arr(node['ENTITY_ADDRESS'])) pushUnique(rec.addresses, place(a));
    records.push(rec);
  });

  const generated = text(root['@dateGenerated']);
  return {
    info: {
      source: 'un',
      name: SOURCE_LABELS.un,
      version: options.version ?? generated,
      licence: SOURCE_LICENCES.un,
      recordCount: records.length,
    },
    records,
    stats: {
      rows: { INDIVIDUAL: individuals.length, ENTITY: entities.length },
      records: records.length,
      orphansKept: 0,
      orphansDropped: 0,
      warnings: [],
    },
  };
}
