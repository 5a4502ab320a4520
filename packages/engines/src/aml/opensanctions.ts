import { parseListDate } from './dates.js';
import {
  emptyEntry,
  ImportError,
  pushUnique,
  SOURCE_LABELS,
  SOURCE_LICENCES,
  type AmlEntityType,
  type ImportResult,
  type ListEntry,
} from './types.js';

/**
 * OpenSanctions entity files, one JSON object per line, in either of the two forms OpenSanctions publishes
 * (both may even be mixed in one file; the form is detected per line):
 *
 * - Senzing (`DATA_SOURCE`, `RECORD_ID`, `RECORD_TYPE`, `NAMES[]`, `DATES[]`, `COUNTRIES[]`, `ADDRESSES[]`,
 *   `RISKS[{TOPIC}]`, `RELATIONSHIPS[]`, `URL`): RECORD_TYPE PERSON → individual, ORGANIZATION → entity,
 *   VESSEL/AIRCRAFT likewise; records with no RECORD_TYPE (positions) are not screened but their names
 *   become the `positions` of the persons whose RELATIONSHIPS point to them.
 * - FollowTheMoney (`id`, `schema`, `properties`): Person → individual; Organization, Company, LegalEntity,
 *   PublicBody → entity; Vessel → vessel; Airplane → aircraft. Family, Occupancy/Position and Sanction
 *   entities in the same file fill spouse/parents/children/siblings, positions and programs of the subjects.
 *
 * Topics/risks: `role.pep` → isPep (pepType 'PEP'), `role.rca` → isPep (pepType 'Relative or close
 * associate of a PEP'), `sanction` (and `sanction.linked`) → isSanctioned. Other topics are listed in other
 * information; a subject with none of them is neither PEP nor sanctioned (decision: weak-only, see decideAml).
 *
 * A line that is not a JSON object, or an object of neither form, raises ImportError with its line number.
 */

type Obj = Record<string, unknown>;

export interface OpenSanctionsOptions {
  file?: string;
  version?: string | null;
}

function str(v: unknown): string | null {
  if (typeof v === 'string') return v.trim() || null;
  if (typeof v === 'number') return String(v);
  return null;
}

function list(v: unknown): unknown[] {
  return Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
}

function objs(v: unknown): Obj[] {
  return list(v).filter((x): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x));
}

function applyTopics(rec: ListEntry, topics: string[]): void {
  for (const t of topics) {
    if (t === 'role.pep') {
      rec.isPep = true;
      rec.pepType = 'PEP';
    } else if (t === 'role.rca') {
      rec.isPep = true;
      rec.pepType ??= 'Relative or close associate of a PEP';
    } else if (t === 'sanction' || t === 'sanction.linked') {
      rec.isSanctioned = true;
    }
  }
  const other = topics.filter(
    (t) => !['role.pep', 'role.rca', 'sanction', 'sanction.linked'].includes(t),
  );
  if (other.length) rec.otherInfo.push(`Topics: ${other.join(', ')}`);
}

const RELATION_SLOTS: [RegExp, 'spouse' | 'parents' | 'children' | 'siblings'][] = [
  [/spouse|wife|husband|partner/i, 'spouse'],
  [/father|mother|parent/i, 'parents'],
  [/son|daughter|child/i, 'children'],
  [/brother|sister|sibling/i, 'siblings'],
];

function addRelative(rec: ListEntry, relationship: string | null, name: string): void {
  for (const [re, slot] of RELATION_SLOTS) {
    if (relationship && re.test(relationship)) {
      pushUnique(rec[slot], name);
      return;
    }
  }
  pushUnique(rec.otherInfo, `Relative${relationship ? ` (${relationship})` : ''}: ${name}`);
}

// ---------- Senzing ----------

function senzingType(t: string | null): AmlEntityType | null {
  switch ((t ?? '').toUpperCase()) {
    case 'PERSON':
      return 'individual';
    case 'ORGANIZATION':
    case 'COMPANY':
      return 'entity';
    case 'VESSEL':
      return 'vessel';
    case 'AIRCRAFT':
      return 'aircraft';
    default:
      return null;
  }
}

function senzingName(n: Obj): string | null {
  const full = str(n['NAME_FULL']) ?? str(n['NAME_ORG']);
  if (full) return full;
  const parts = ['NAME_FIRST', 'NAME_MIDDLE', 'NAME_LAST']
    .map((k) => str(n[k]))
    .filter((x): x is string => !!x);
  return parts.length ? parts.join(' ') : null;
}

interface SenzingPending {
  rec: ListEntry;
  pointers: { role: string | null; key: string }[];
}

// ---------- FtM ----------

const FTM_SUBJECTS: Record<string, AmlEntityType> = {
  Person: 'individual',
  Organization: 'entity',
  Company: 'entity',
  LegalEntity: 'entity',
  PublicBody: 'entity',
  Vessel: 'vessel',
  Airplane: 'aircraft',
};

function props(o: Obj): Obj {
  const p = o['properties'];
  return typeof p === 'object' && p !== null ? (p as Obj) : {};
}

/** Values of an FtM property; nested entities (as in the "nested" exports) are returned as objects. */
function pv(o: Obj, key: string): string[] {
  const out: string[] = [];
  for (const v of list(props(o)[key])) {
    const s = str(v);
    if (s) out.push(s);
  }
  return out;
}

function pvEntities(o: Obj, key: string): Obj[] {
  return objs(props(o)[key]);
}

function ftmCaption(o: Obj): string | null {
  return str(o['caption']) ?? pv(o, 'name')[0] ?? null;
}

/** `input`: the whole file (text or bytes), or its lines one by one (e.g. from `readline`). */
export function parseOpenSanctions(
  input: string | Uint8Array | Iterable<string>,
  options: OpenSanctionsOptions = {},
): ImportResult {
  const file = options.file ?? 'OpenSanctions file';
  const lines: Iterable<string> =
    typeof input === 'string'
      ? input.split(/\r?\n/)
      : input instanceof Uint8Array
        ? new TextDecoder('utf-8').decode(input).split(/\r?\n/)
        : input;
  const warnings: string[] = [];

  const senzing: SenzingPending[] = [];
  const senzingAnchors = new Map<string, string>(); // key → name, for records without RECORD_TYPE
  const ftmSubjects: Obj[] = [];
  const ftmOthers = new Map<string, Obj>();
  let latest: string | null = null;
  let rows = 0;

  let i = -1;
  for (const rawLine of lines) {
    i++;
    const line = rawLine.trim();
    if (!line) continue;
    rows++;
    let o: unknown;
    try {
      o = JSON.parse(line);
    } catch (e) {
      throw new ImportError(file, `line ${i + 1}`, `not valid JSON (${(e as Error).message})`);
    }
    if (typeof o !== 'object' || o === null || Array.isArray(o)) {
      throw new ImportError(file, `line ${i + 1}`, 'expected a JSON object');
    }
    const obj = o as Obj;
    if ('RECORD_ID' in obj || 'DATA_SOURCE' in obj) {
      const recordId = str(obj['RECORD_ID']);
      if (!recordId)
        throw new ImportError(file, `line ${i + 1}`, 'Senzing record without RECORD_ID');
      const change = str(obj['LAST_CHANGE']);
      if (change && (!latest || change > latest)) latest = change;
      const names = objs(obj['NAMES']);
      const primary =
        names.find((n) => str(n['NAME_TYPE'])?.toUpperCase() === 'PRIMARY') ?? names[0];
      const primaryName = primary ? senzingName(primary) : null;
      const type = senzingType(str(obj['RECORD_TYPE']));
      if (!type) {
        if (primaryName) senzingAnchors.set(recordId, primaryName);
        for (const r of objs(obj['RELATIONSHIPS'])) {
          const anchor = str(r['REL_ANCHOR_KEY']);
          if (anchor && primaryName) senzingAnchors.set(anchor, primaryName);
        }
        continue;
      }
      if (!primaryName) {
        warnings.push(`line ${i + 1}: record ${recordId} has no name: skipped`);
        continue;
      }
      const rec = emptyEntry('opensanctions', recordId, primaryName, type);
      rec.isSanctioned = false;
      for (const n of names) {
        const nm = senzingName(n);
        if (nm && n !== primary && nm !== primaryName)
          rec.aliases.push({ name: nm, kind: 'alias' });
      }
      if (type === 'individual' && primary) {
        rec.givenNames = str(primary['NAME_FIRST']);
        rec.lastName = str(primary['NAME_LAST']);
      }
      for (const d of objs(obj['DATES'])) {
        const dob = str(d['DATE_OF_BIRTH']);
        const parsed = dob ? parseListDate(dob) : null;
        if (parsed) rec.datesOfBirth.push(parsed);
        const dod = str(d['DATE_OF_DEATH']);
        if (dod) rec.otherInfo.push(`Date of death: ${dod}`);
      }
      for (const c of objs(obj['COUNTRIES'])) {
        pushUnique(rec.nationalities, str(c['NATIONALITY']));
        pushUnique(rec.citizenships, str(c['CITIZENSHIP']));
      }
      for (const a of objs(obj['ADDRESSES'])) pushUnique(rec.addresses, str(a['ADDR_FULL']));
      const gender = (str(obj['GENDER']) ?? '').toLowerCase();
      if (gender.startsWith('m')) rec.gender = 'male';
      else if (gender.startsWith('f')) rec.gender = 'female';
      applyTopics(
        rec,
        objs(obj['RISKS'])
          .map((r) => str(r['TOPIC']))
          .filter((x): x is string => !!x),
      );
      pushUnique(rec.links, str(obj['URL']));
      if (change) rec.otherInfo.push(`Last change: ${change}`);
      for (const id of objs(obj['IDENTIFIERS'])) {
        const t = str(id['TRUSTED_ID_TYPE']) ?? str(id['OTHER_ID_TYPE']);
        const n = str(id['TRUSTED_ID_NUMBER']) ?? str(id['OTHER_ID_NUMBER']);
        if (t && n && n !== recordId) rec.otherInfo.push(`${t}: ${n}`);
      }
      const pointers = objs(obj['RELATIONSHIPS'])
        .map((r) => ({ role: str(r['REL_POINTER_ROLE']), key: str(r['REL_POINTER_KEY']) ?? '' }))
        .filter((p) => p.key);
      senzing.push({ rec, pointers });
      continue;
    }
    if ('schema' in obj && 'id' in obj) {
      const schema = str(obj['schema']) ?? '';
      if (FTM_SUBJECTS[schema]) ftmSubjects.push(obj);
      else {
        const id = str(obj['id']);
        if (id) ftmOthers.set(id, obj);
      }
      continue;
    }
    throw new ImportError(
      file,
      `line ${i + 1}`,
      'neither a Senzing record nor a FollowTheMoney entity',
    );
  }

  const records: ListEntry[] = [];

  // Senzing: resolve pointers to positions.
  for (const { rec, pointers } of senzing) {
    for (const p of pointers) {
      const target = senzingAnchors.get(p.key);
      if (!target) continue;
      if (!p.role || /occupancy|position/i.test(p.role)) pushUnique(rec.positions, target);
      else addRelative(rec, p.role, target);
    }
    records.push(rec);
  }

  // FtM: subjects plus links from Family / Occupancy / Sanction entities.
  const byId = new Map<string, ListEntry>();
  for (const o of ftmSubjects) {
    const id = str(o['id']) as string;
    const schema = str(o['schema']) as string;
    const name = ftmCaption(o);
    if (!name) {
      warnings.push(`entity ${id} has no name: skipped`);
      continue;
    }
    const rec = emptyEntry('opensanctions', id, name, FTM_SUBJECTS[schema] as AmlEntityType);
    rec.isSanctioned = false;
    for (const key of ['name', 'alias', 'previousName', 'weakAlias']) {
      for (const n of pv(o, key)) {
        if (n !== rec.name && !rec.aliases.some((a) => a.name === n)) {
          rec.aliases.push({ name: n, kind: key === 'name' ? 'alias' : key });
        }
      }
    }
    rec.givenNames = pv(o, 'firstName')[0] ?? null;
    rec.lastName = pv(o, 'lastName')[0] ?? null;
    for (const d of pv(o, 'birthDate')) {
      const parsed = parseListDate(d);
      if (parsed) rec.datesOfBirth.push(parsed);
    }
    for (const p of pv(o, 'birthPlace')) pushUnique(rec.placesOfBirth, p);
    for (const n of pv(o, 'nationality')) pushUnique(rec.nationalities, n);
    for (const n of pv(o, 'citizenship')) pushUnique(rec.citizenships, n);
    for (const a of pv(o, 'address')) pushUnique(rec.addresses, a);
    for (const p of pv(o, 'position')) pushUnique(rec.positions, p);
    for (const p of pv(o, 'political')) pushUnique(rec.politicalParties, p);
    for (const p of pv(o, 'program')) pushUnique(rec.programs, p);
    for (const p of [...pv(o, 'sourceUrl'), ...pv(o, 'website')]) pushUnique(rec.links, p);
    for (const c of pv(o, 'country')) pushUnique(rec.otherInfo, `Country: ${c}`);
    const gender = (pv(o, 'gender')[0] ?? '').toLowerCase();
    if (gender.startsWith('m')) rec.gender = 'male';
    else if (gender.startsWith('f')) rec.gender = 'female';
    const notes = [...pv(o, 'notes'), ...pv(o, 'description'), ...pv(o, 'summary')];
    if (notes.length) rec.description = notes.join(' ');
    const first = str(o['first_seen']);
    rec.listDate = (pv(o, 'createdAt')[0] ?? first)?.slice(0, 10) ?? null;
    const change = str(o['last_change']) ?? str(o['last_seen']);
    if (change && (!latest || change > latest)) latest = change;
    applyTopics(rec, pv(o, 'topics'));
    const datasets = list(o['datasets'])
      .map(str)
      .filter((x): x is string => !!x);
    if (datasets.length) rec.otherInfo.push(`Datasets: ${datasets.join(', ')}`);
    // Nested exports carry link entities inside the subject.
    for (const key of ['familyPerson', 'familyRelative', 'positionOccupancies', 'sanctions']) {
      for (const nested of pvEntities(o, key)) {
        const nid = str(nested['id']);
        if (nid && !ftmOthers.has(nid)) ftmOthers.set(nid, nested);
      }
    }
    byId.set(id, rec);
    records.push(rec);
  }
  const refName = (v: unknown): string | null => {
    if (typeof v === 'object' && v !== null) return ftmCaption(v as Obj);
    const id = str(v);
    if (!id) return null;
    return byId.get(id)?.name ?? (ftmOthers.get(id) ? ftmCaption(ftmOthers.get(id) as Obj) : null);
  };
  const refId = (v: unknown): string | null =>
    typeof v === 'object' && v !== null ? str((v as Obj)['id']) : str(v);
  for (const o of ftmOthers.values()) {
    const schema = str(o['schema']);
    const p = props(o);
    if (schema === 'Family') {
      const person = byId.get(refId(list(p['person'])[0]) ?? '');
      const relative = refName(list(p['relative'])[0]);
      if (person && relative) addRelative(person, pv(o, 'relationship')[0] ?? null, relative);
    } else if (schema === 'Occupancy') {
      const holder = byId.get(refId(list(p['holder'])[0]) ?? '');
      const post = refName(list(p['post'])[0]);
      if (holder && post) pushUnique(holder.positions, post);
    } else if (schema === 'Sanction') {
      const subject = byId.get(refId(list(p['entity'])[0]) ?? '');
      if (subject) {
        subject.isSanctioned = true;
        for (const prog of [...pv(o, 'program'), ...pv(o, 'authority')])
          pushUnique(subject.programs, prog);
        const start = pv(o, 'listingDate')[0] ?? pv(o, 'startDate')[0];
        if (start && !subject.listDate) subject.listDate = start.slice(0, 10);
      }
    }
  }

  if (rows === 0) throw new ImportError(file, null, 'the file holds no records');
  return {
    info: {
      source: 'opensanctions',
      name: SOURCE_LABELS.opensanctions,
      version: options.version ?? latest,
      licence: SOURCE_LICENCES.opensanctions,
      recordCount: records.length,
    },
    records,
    stats: {
      rows: { [file]: rows },
      records: records.length,
      orphansKept: 0,
      orphansDropped: 0,
      warnings,
    },
  };
}
