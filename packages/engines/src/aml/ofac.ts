import { parse } from 'csv-parse/sync';
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
  type SanctionSource,
} from './types.js';

/**
 * OFAC legacy CSV ("dat_spec") parser: sdn.csv + alt.csv + add.csv + sdn_comments.csv, or the consolidated
 * (non-SDN) set cons_prim.csv + cons_alt.csv + cons_add.csv + cons_comments.csv.
 *
 * Format quirks handled:
 * - no header row; fixed column counts (primary 12, alt 5, add 6, comments 2), checked row by row;
 * - `-0-` (with or without a trailing space) is the null marker;
 * - CRLF line ends, and a trailing 0x1A (Ctrl-Z) EOF byte after the last CRLF, which is removed;
 * - `sdn_comments.csv` continues a Remarks field cut at OFAC's field limit: it is appended to the record's
 *   remarks verbatim (the continuation may start mid-word);
 * - orphan rows (alt/add/comments rows whose ent_num has no primary row; common when the files were not
 *   downloaded on the same day):
 *     * an entity with alias rows is KEPT, named by its first alias (lowest alt_num); the remaining aliases,
 *       addresses and comments attach to it. OFAC has no type for it, so the type is inferred from OFAC's
 *       naming convention (individuals are written "LAST, Given" in mixed case, organisations and vessels all
 *       upper case) and `entityTypeInferred` is set;
 *     * an entity with only address or comment rows has no name to screen and is DROPPED (counted in
 *       `stats.orphansDropped`).
 * - Remarks are split on "; " and read for: DOB / alt. DOB, POB / alt. POB, nationality, citizen, Gender,
 *   a.k.a. / f.k.a. / n.k.a. (added as aliases), Website / Email Address (links), Title → position; the full
 *   remarks text is kept as well.
 *
 * A row with the wrong number of columns, a non-numeric ent_num, a missing name, broken quoting or an empty
 * primary file raises ImportError naming the file and line; nothing is returned in that case.
 */

export type OfacFileText = string | Uint8Array;

export interface OfacFiles {
  /** sdn.csv or cons_prim.csv (required). */
  primary: OfacFileText;
  /** alt.csv or cons_alt.csv. */
  alt?: OfacFileText | null;
  /** add.csv or cons_add.csv. */
  add?: OfacFileText | null;
  /** sdn_comments.csv or cons_comments.csv. */
  comments?: OfacFileText | null;
}

export interface OfacOptions {
  /** 'sdn' (default) or 'consolidated'. */
  list?: 'sdn' | 'consolidated';
  /** Publication date / version of the files, reported in `sources`. */
  version?: string | null;
}

const NULL_MARK = /^-0-\s*$/;

function decode(input: OfacFileText): string {
  return typeof input === 'string' ? input : new TextDecoder('utf-8').decode(input);
}

/** Removes the trailing Ctrl-Z and anything after the last line end that is only whitespace. */
function stripEof(text: string): string {
  const t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let end = t.length;
  while (end > 0 && (t.charCodeAt(end - 1) === 0x1a || /\s/.test(t[end - 1] as string))) end--;
  return t.slice(0, end);
}

function readRows(input: OfacFileText, file: string, columns: number): string[][] {
  const text = stripEof(decode(input));
  const eof = text.indexOf(String.fromCharCode(0x1a));
  if (eof >= 0) {
    const line = text.slice(0, eof).split('\n').length;
    throw new ImportError(file, `line ${line}`, 'EOF byte (0x1A) in the middle of the file');
  }
  if (text.length === 0) return [];
  let rows: string[][];
  try {
    rows = parse(text, {
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as string[][];
  } catch (e) {
    const err = e as { message?: string; lines?: number };
    throw new ImportError(
      file,
      err.lines ? `line ${err.lines}` : null,
      `malformed CSV: ${err.message ?? String(e)}`,
    );
  }
  rows.forEach((row, i) => {
    if (row.length !== columns) {
      throw new ImportError(
        file,
        `row ${i + 1}`,
        `expected ${columns} columns, found ${row.length}`,
      );
    }
    if (!/^\d+$/.test(row[0] ?? '')) {
      throw new ImportError(file, `row ${i + 1}`, `ent_num "${row[0] ?? ''}" is not a number`);
    }
  });
  return rows;
}

function val(v: string | undefined): string | null {
  if (v === undefined) return null;
  const t = v.trim();
  if (!t || NULL_MARK.test(t)) return null;
  return t;
}

function ofacType(t: string | null): AmlEntityType {
  switch ((t ?? '').toLowerCase()) {
    case 'individual':
      return 'individual';
    case 'vessel':
      return 'vessel';
    case 'aircraft':
      return 'aircraft';
    default:
      return 'entity';
  }
}

function splitIndividualName(rec: ListEntry): void {
  const comma = rec.name.indexOf(', ');
  if (comma > 0) {
    rec.lastName = rec.name.slice(0, comma).trim();
    rec.givenNames = rec.name.slice(comma + 2).trim() || null;
  } else {
    rec.lastName = rec.name;
  }
}

const ALIAS_RE = /^(a\.k\.a\.|f\.k\.a\.|n\.k\.a\.)\s*(.+)$/i;

/** Reads the structured facts OFAC puts into Remarks. */
export function applyOfacRemarks(rec: ListEntry, remarks: string): void {
  const body = remarks.trim().replace(/\.$/, '');
  for (const rawSeg of body.split(/;\s+/)) {
    const seg = rawSeg.trim().replace(/\.$/, '');
    if (!seg) continue;
    let m = /^(?:alt\.\s+)?DOB\s+(.+)$/i.exec(seg);
    if (m) {
      const d = parseListDate(m[1] ?? '');
      if (d && !rec.datesOfBirth.some((x) => x.text === d.text)) rec.datesOfBirth.push(d);
      continue;
    }
    m = /^(?:alt\.\s+)?POB\s+(.+)$/i.exec(seg);
    if (m) {
      pushUnique(rec.placesOfBirth, m[1]);
      continue;
    }
    m = /^(?:alt\.\s+)?nationality\s+(.+)$/i.exec(seg);
    if (m) {
      pushUnique(rec.nationalities, m[1]);
      continue;
    }
    m = /^(?:alt\.\s+)?citizen\s+(.+)$/i.exec(seg);
    if (m) {
      pushUnique(rec.citizenships, m[1]);
      continue;
    }
    m = /^Gender\s+(Male|Female)$/i.exec(seg);
    if (m) {
      rec.gender = (m[1] ?? '').toLowerCase() === 'male' ? 'male' : 'female';
      continue;
    }
    m = ALIAS_RE.exec(seg);
    if (m) {
      const name = (m[2] ?? '').replace(/^['"]|['"]$/g, '').trim();
      const kind = (m[1] ?? '').toLowerCase().replace(/\./g, '');
      if (name && !rec.aliases.some((a) => a.name === name)) rec.aliases.push({ name, kind });
      continue;
    }
    m = /^(?:Website|Email Address)\s+(.+)$/i.exec(seg);
    if (m) {
      pushUnique(rec.links, m[1]);
      continue;
    }
    m = /^Linked To:\s*(.+)$/i.exec(seg);
    if (m) {
      pushUnique(rec.otherInfo, `Linked To: ${m[1] ?? ''}`);
      continue;
    }
  }
}

function inferTypeFromName(name: string): AmlEntityType {
  return /[a-z]/.test(name) && /^[^,]+, \S/.test(name) ? 'individual' : 'entity';
}

export function parseOfac(files: OfacFiles, options: OfacOptions = {}): ImportResult {
  const list = options.list ?? 'sdn';
  const source: SanctionSource = list === 'sdn' ? 'ofac-sdn' : 'ofac-consolidated';
  const names =
    list === 'sdn'
      ? { primary: 'sdn.csv', alt: 'alt.csv', add: 'add.csv', comments: 'sdn_comments.csv' }
      : {
          primary: 'cons_prim.csv',
          alt: 'cons_alt.csv',
          add: 'cons_add.csv',
          comments: 'cons_comments.csv',
        };

  // Read and validate every file before building anything: a bad file anywhere refuses the whole import.
  const primary = readRows(files.primary, names.primary, 12);
  const alt = files.alt ? readRows(files.alt, names.alt, 5) : [];
  const add = files.add ? readRows(files.add, names.add, 6) : [];
  const comments = files.comments ? readRows(files.comments, names.comments, 2) : [];
  if (primary.length === 0) throw new ImportError(names.primary, null, 'the file holds no rows');

  const warnings: string[] = [];
  const byId = new Map<string, ListEntry>();
  const remarksById = new Map<string, string>();

  primary.forEach((row, i) => {
    const ent = row[0] as string;
    const name = val(row[1]);
    if (!name) throw new ImportError(names.primary, `row ${i + 1}`, `entity ${ent} has no name`);
    if (byId.has(ent))
      throw new ImportError(names.primary, `row ${i + 1}`, `duplicate ent_num ${ent}`);
    const rec = emptyEntry(source, ent, name, ofacType(val(row[2])));
    const program = val(row[3]);
    if (program)
      for (const p of program.split(/\]\s*\[|;\s*/))
        pushUnique(rec.programs, p.replace(/[[\]]/g, ''));
    const title = val(row[4]);
    if (title) pushUnique(rec.positions, title);
    const vessel: string[] = [];
    const labels = ['Call sign', 'Vessel type', 'Tonnage', 'GRT', 'Flag', 'Owner'];
    for (let c = 5; c <= 10; c++) {
      const v = val(row[c]);
      if (v) vessel.push(`${labels[c - 5] ?? ''}: ${v}`);
    }
    if (vessel.length) rec.otherInfo.push(vessel.join('; '));
    const remarks = val(row[11]);
    if (remarks) remarksById.set(ent, remarks);
    if (rec.entityType === 'individual') splitIndividualName(rec);
    byId.set(ent, rec);
  });

  for (const row of comments) {
    const ent = row[0] as string;
    const text = val(row[1]);
    if (!text) continue;
    remarksById.set(ent, (remarksById.get(ent) ?? '') + text);
  }

  // Orphan aliases: group by ent_num in alt_num order.
  let orphansKept = 0;
  const altSorted = [...alt].sort(
    (a, b) => Number(a[0]) - Number(b[0]) || Number(a[1]) - Number(b[1]),
  );
  for (const row of altSorted) {
    const ent = row[0] as string;
    const altName = val(row[3]);
    if (!altName) continue;
    const kind = (val(row[2]) ?? 'aka').toLowerCase();
    let rec = byId.get(ent);
    if (!rec) {
      rec = emptyEntry(source, ent, altName, inferTypeFromName(altName));
      rec.entityTypeInferred = true;
      rec.otherInfo.push(
        `Primary name missing from ${names.primary}; named by its first alias (${kind})`,
      );
      if (rec.entityType === 'individual') splitIndividualName(rec);
      byId.set(ent, rec);
      orphansKept++;
      continue;
    }
    if (altName !== rec.name && !rec.aliases.some((a) => a.name === altName))
      rec.aliases.push({ name: altName, kind });
  }

  const droppedIds = new Set<string>();
  for (const row of add) {
    const ent = row[0] as string;
    const rec = byId.get(ent);
    if (!rec) {
      droppedIds.add(ent);
      continue;
    }
    const parts = [val(row[2]), val(row[3]), val(row[4])].filter((x): x is string => !!x);
    const remark = val(row[5]);
    if (parts.length) pushUnique(rec.addresses, parts.join(', ') + (remark ? ` (${remark})` : ''));
  }
  for (const [ent, remarks] of remarksById) {
    const rec = byId.get(ent);
    if (!rec) {
      droppedIds.add(ent);
      continue;
    }
    rec.remarks = remarks;
    applyOfacRemarks(rec, remarks);
  }
  if (droppedIds.size > 0) {
    warnings.push(
      `${droppedIds.size} entities appear only in the address or comment files and have no name: skipped`,
    );
  }
  if (orphansKept > 0) {
    warnings.push(
      `${orphansKept} entities appear only in the alias file: kept, named by their first alias`,
    );
  }

  const records = [...byId.values()];
  return {
    info: {
      source,
      name: SOURCE_LABELS[source],
      version: options.version ?? null,
      licence: SOURCE_LICENCES[source],
      recordCount: records.length,
    },
    records,
    stats: {
      rows: {
        [names.primary]: primary.length,
        [names.alt]: alt.length,
        [names.add]: add.length,
        [names.comments]: comments.length,
      },
      records: records.length,
      orphansKept,
      orphansDropped: droppedIds.size,
      warnings,
    },
  };
}
