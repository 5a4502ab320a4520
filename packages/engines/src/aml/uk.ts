import { parse } from 'csv-parse/sync';
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

/**
 * UK consolidated list of financial sanctions targets (OFSI `ConList.csv`, "2022 format"): a first
 * line `Last Updated,<dd/mm/yyyy>`, then a header row (`Name 6` = surname or entity name,
 * `Name 1`…`Name 5` = other names, `DOB`, `Town of Birth`, `Country of Birth`, `Nationality`,
 * `Position`, `Address 1`…`Address 6`, `Country`, `Other Information`, `Group Type`
 * (Individual / Entity / Ship), `Alias Type`, `Regime`, `Listed On`, `Group ID`), one row per name.
 * Rows of one `Group ID` form one target; its `Primary name` row gives the name, the others aliases.
 *
 * A malformed file, a missing column or a row without a name raises ImportError; nothing is returned.
 */
const REQUIRED = ['Name 6', 'Group Type', 'Group ID', 'Alias Type'];

/** `dd/mm/yyyy` with `00` (or `dd/mm/` missing) for unknown parts. */
function ukDob(text: string): ListDate | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!m) return null;
  const year = Number(m[3]);
  if (year < 1800) return null;
  return {
    text,
    year,
    month: Number(m[2]) || null,
    day: Number(m[1]) || null,
    yearTo: null,
    approximate: false,
  };
}

/** `dd/mm/yyyy` → ISO date, or null. */
const isoOf = (text: string | undefined): string | null => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec((text ?? '').trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
};

export interface UkOptions {
  /** Overrides the file's "Last Updated" date as the reported version. */
  version?: string | null;
  file?: string;
}

export function parseUkCsv(input: string | Uint8Array, options: UkOptions = {}): ImportResult {
  const file = options.file ?? 'UK consolidated list';
  const text = (typeof input === 'string' ? input : new TextDecoder('utf-8').decode(input)).replace(
    /^\uFEFF/,
    '',
  );
  let rows: string[][];
  try {
    rows = parse(text, { relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    throw new ImportError(
      file,
      line ? `line ${line}` : null,
      `malformed CSV: ${(err as Error).message}`,
    );
  }
  const [first, header, ...body] = rows;
  if (!first || !/^last updated$/i.test(first[0] ?? '') || !header)
    throw new ImportError(
      file,
      'line 1',
      'expected "Last Updated,<date>" (not an OFSI ConList.csv)',
    );
  const col = new Map(header.map((h, i) => [h.trim(), i]));
  const missing = REQUIRED.filter((c) => !col.has(c));
  if (missing.length)
    throw new ImportError(file, 'line 2', `missing columns: ${missing.join(', ')}`);
  const get = (row: string[], name: string): string => (row[col.get(name) ?? -1] ?? '').trim();

  const groups = new Map<string, string[][]>();
  body.forEach((row, i) => {
    const id = get(row, 'Group ID');
    if (!id) throw new ImportError(file, `line ${i + 3}`, 'row has no Group ID');
    groups.set(id, [...(groups.get(id) ?? []), row]);
  });
  if (groups.size === 0) throw new ImportError(file, null, 'the list holds no entries');

  const nameOf = (row: string[]) =>
    ['Name 1', 'Name 2', 'Name 3', 'Name 4', 'Name 5', 'Name 6']
      .map((c) => get(row, c))
      .filter(Boolean)
      .join(' ');
  const records: ListEntry[] = [];
  for (const [id, list] of groups) {
    const primary =
      list.find((r) => /primary/i.test(get(r, 'Alias Type'))) ?? (list[0] as string[]);
    const name = nameOf(primary);
    if (!name) throw new ImportError(file, `Group ID ${id}`, 'target has no name');
    const type = get(primary, 'Group Type').toLowerCase();
    const rec = emptyEntry(
      'uk',
      id,
      name,
      type === 'individual' ? 'individual' : type === 'ship' ? 'vessel' : 'entity',
    );
    if (type === 'individual') {
      rec.lastName = get(primary, 'Name 6') || null;
      rec.givenNames =
        ['Name 1', 'Name 2', 'Name 3', 'Name 4', 'Name 5']
          .map((c) => get(primary, c))
          .filter(Boolean)
          .join(' ') || null;
    }
    rec.listDate = isoOf(get(primary, 'Listed On'));
    for (const row of list) {
      const n = nameOf(row);
      if (n && n !== name && !rec.aliases.some((a) => a.name === n))
        rec.aliases.push({ name: n, kind: get(row, 'Alias Type') || 'alias' });
      const dob = ukDob(get(row, 'DOB'));
      if (dob && !rec.datesOfBirth.some((d) => d.text === dob.text)) rec.datesOfBirth.push(dob);
      pushUnique(
        rec.placesOfBirth,
        [get(row, 'Town of Birth'), get(row, 'Country of Birth')].filter(Boolean).join(', '),
      );
      pushUnique(rec.nationalities, get(row, 'Nationality'));
      pushUnique(rec.positions, get(row, 'Position'));
      pushUnique(rec.programs, get(row, 'Regime'));
      pushUnique(
        rec.addresses,
        ['Address 1', 'Address 2', 'Address 3', 'Address 4', 'Address 5', 'Address 6', 'Country']
          .map((c) => get(row, c))
          .filter(Boolean)
          .join(', '),
      );
    }
    rec.remarks = get(primary, 'Other Information') || null;
    records.push(rec);
  }

  return {
    info: {
      source: 'uk',
      name: SOURCE_LABELS.uk,
      version: options.version ?? isoOf(first[1]),
      licence: SOURCE_LICENCES.uk,
      recordCount: records.length,
    },
    records,
    stats: {
      rows: { [file]: body.length },
      records: records.length,
      orphansKept: 0,
      orphansDropped: 0,
      warnings: [],
    },
  };
}
