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
 * EU consolidated financial sanctions list, FSF XML (`xmlFullSanctionsList_1_1`): root `export`
 * (attribute `generationDate`) holding `sanctionEntity` elements (`logicalId`, `euReferenceNumber`),
 * each with `subjectType@code` (person / enterprise), `nameAlias` (wholeName, firstName, lastName,
 * gender, strong), `birthdate` (birthdate, year), `citizenship@countryDescription`,
 * `address` (street, city, countryDescription), `regulation@programme` and `remark`.
 *
 * The first name alias is the primary name, the others are aliases. The whole file is validated
 * first; a malformed file, a wrong root or an entry without a name raises ImportError.
 */
const ARRAY_TAGS = new Set([
  'sanctionEntity',
  'nameAlias',
  'birthdate',
  'citizenship',
  'address',
  'regulation',
  'remark',
]);

const arr = (v: unknown): XNode[] => (Array.isArray(v) ? (v as XNode[]) : v ? [v as XNode] : []);
const attr = (n: XNode | undefined, k: string): string | null => {
  const v = n?.[`@${k}`];
  return typeof v === 'string' && v.trim() ? v.trim() : null;
};

function euDob(n: XNode): ListDate | null {
  const full = attr(n, 'birthdate');
  const year = Number(attr(n, 'year') ?? full?.slice(0, 4));
  if (!Number.isInteger(year) || year < 1800) return null;
  const [, m, d] = full ? full.split('-').map(Number) : [];
  return {
    text: full ?? String(year),
    year,
    month: m || null,
    day: d || null,
    yearTo: null,
    approximate: attr(n, 'circa') === 'true',
  };
}

export interface EuOptions {
  /** Overrides the file's generationDate as the reported version. */
  version?: string | null;
  file?: string;
}

export function parseEuXml(input: string | Uint8Array, options: EuOptions = {}): ImportResult {
  const file = options.file ?? 'EU consolidated list';
  const doc = parseListXml(input, file, ARRAY_TAGS);
  const root = doc['export'] as XNode | undefined;
  if (!root || typeof root !== 'object')
    throw new ImportError(file, null, 'root element export not found (not an EU FSF XML file)');
  const entities = arr(root['sanctionEntity']);
  if (entities.length === 0) throw new ImportError(file, null, 'the list holds no entries');

  const records: ListEntry[] = [];
  entities.forEach((node, i) => {
    const id = attr(node, 'euReferenceNumber') ?? attr(node, 'logicalId');
    if (!id) throw new ImportError(file, `sanctionEntity #${i + 1}`, 'entry has no identifier');
    const names = arr(node['nameAlias']).filter((a) => attr(a, 'wholeName'));
    const first = names[0];
    if (!first) throw new ImportError(file, `sanctionEntity ${id}`, 'entry has no name');
    const code = attr(arr(node['subjectType'])[0] ?? (node['subjectType'] as XNode), 'code');
    const rec = emptyEntry(
      'eu',
      id,
      attr(first, 'wholeName') as string,
      code === 'person' ? 'individual' : 'entity',
    );
    rec.givenNames = attr(first, 'firstName');
    rec.lastName = attr(first, 'lastName');
    const gender = attr(first, 'gender');
    rec.gender = gender === 'M' ? 'male' : gender === 'F' ? 'female' : null;
    for (const a of names.slice(1))
      if (attr(a, 'wholeName') !== rec.name)
        rec.aliases.push({
          name: attr(a, 'wholeName') as string,
          kind: attr(a, 'strong') === 'false' ? 'weak' : 'alias',
        });
    for (const a of names) pushUnique(rec.positions, attr(a, 'function'));
    for (const b of arr(node['birthdate'])) {
      const dob = euDob(b);
      if (dob) rec.datesOfBirth.push(dob);
      pushUnique(
        rec.placesOfBirth,
        [attr(b, 'city'), attr(b, 'countryDescription')].filter(Boolean).join(', ') || null,
      );
    }
    for (const c of arr(node['citizenship']))
      pushUnique(rec.nationalities, attr(c, 'countryDescription'));
    for (const a of arr(node['address']))
      pushUnique(
        rec.addresses,
        [attr(a, 'street'), attr(a, 'city'), attr(a, 'countryDescription')]
          .filter(Boolean)
          .join(', ') || null,
      );
    for (const r of arr(node['regulation'])) {
      pushUnique(rec.programs, attr(r, 'programme'));
      rec.listDate ??= attr(r, 'entryIntoForceDate') ?? attr(r, 'publicationDate');
    }
    const remark = arr(node['remark'])
      .map((r) => (typeof r === 'string' ? r : ((r as XNode)['#text'] as string | undefined)))
      .filter(Boolean)
      .join(' ');
    rec.remarks = remark || null;
    records.push(rec);
  });

  return {
    info: {
      source: 'eu',
      name: SOURCE_LABELS.eu,
      version: options.version ?? attr(root, 'generationDate'),
      licence: SOURCE_LICENCES.eu,
      recordCount: records.length,
    },
    records,
    stats: {
      rows: { sanctionEntity: entities.length },
      records: records.length,
      orphansKept: 0,
      orphansDropped: 0,
      warnings: [],
    },
  };
}
