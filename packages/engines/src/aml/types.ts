/** Normalised sanctions / PEP list records shared by every parser and the matcher. */

/**
 * The lists a record comes from: the public sanctions / PEP lists, and `watchlist` for a tenant's
 * own list (never imported: the API builds those records per tenant).
 */
export type SanctionSource =
  'ofac-sdn' | 'ofac-consolidated' | 'un' | 'eu' | 'uk' | 'opensanctions' | 'watchlist';

export type AmlEntityType = 'individual' | 'entity' | 'vessel' | 'aircraft';

/**
 * A date of birth as the list states it. `year` is always set; `month`/`day` when the list gives them.
 * `yearTo` is set for ranges ("1960 to 1962", UN BETWEEN); `approximate` for "circa" / UN APPROXIMATELY.
 */
export interface ListDate {
  text: string;
  year: number;
  month: number | null;
  day: number | null;
  yearTo: number | null;
  approximate: boolean;
}

export interface RecordAlias {
  name: string;
  /** 'aka' | 'fka' | 'nka' (OFAC), UN quality ('Good', 'Low', 'a.k.a.'), 'alias' / 'weak' (OpenSanctions). */
  kind: string;
}

/** One person, business, vessel or aircraft on a public list (docs/glossary.md "List entry"). */
export interface ListEntry {
  /** Unique across sources: `${source}:${sourceId}`. */
  id: string;
  source: SanctionSource;
  /** The list's own identifier (OFAC ent_num, UN REFERENCE_NUMBER, OpenSanctions id). */
  sourceId: string;
  /** Date the entry was listed, ISO YYYY-MM-DD, when the source says (OFAC legacy CSV does not). */
  listDate: string | null;
  entityType: AmlEntityType;
  /** True when the entity type was inferred rather than stated (OFAC orphan alias rows). */
  entityTypeInferred: boolean;
  name: string;
  aliases: RecordAlias[];
  givenNames: string | null;
  lastName: string | null;
  datesOfBirth: ListDate[];
  placesOfBirth: string[];
  nationalities: string[];
  citizenships: string[];
  addresses: string[];
  positions: string[];
  programs: string[];
  remarks: string | null;
  gender: 'male' | 'female' | null;
  /** On a sanctions list (OFAC, UN; OpenSanctions topic `sanction`). */
  isSanctioned: boolean;
  /** Politically exposed person (OpenSanctions topic/risk `role.pep`, or `role.rca` for relatives/associates). */
  isPep: boolean;
  pepType: string | null;
  links: string[];
  /** Extra facts worth showing (identifiers, "Linked To", vessel data, last change …). */
  otherInfo: string[];
  occupations: string[];
  politicalParties: string[];
  spouse: string[];
  siblings: string[];
  parents: string[];
  children: string[];
  description: string | null;
}

/** Metadata about one imported data set, reported in every AML result's `sources`. */
export interface SourceInfo {
  source: SanctionSource;
  name: string;
  /** Publication date or version of the file, when known. */
  version: string | null;
  licence: string;
  recordCount: number;
  /** Date of the data (YYYY-MM-DD), when known. */
  date?: string | null;
}

export interface ImportStats {
  /** Rows read per file (after removing the EOF byte and blank lines). */
  rows: Record<string, number>;
  records: number;
  /** OFAC: entities known only from alt.csv (kept, named by their first alias). */
  orphansKept: number;
  /** OFAC: entities known only from add.csv / comments (no name at all: dropped). */
  orphansDropped: number;
  warnings: string[];
}

export interface ImportResult {
  info: SourceInfo;
  records: ListEntry[];
  stats: ImportStats;
}

/** Raised for a file that cannot be imported. No partial result is ever returned. */
export class ImportError extends Error {
  override readonly name = 'ImportError';
  constructor(
    readonly file: string,
    readonly where: string | null,
    readonly detail: string,
  ) {
    super(`Cannot import ${file}${where ? ` at ${where}` : ''}: ${detail}`);
  }
}

export const SOURCE_LABELS: Record<SanctionSource, string> = {
  'ofac-sdn': 'OFAC SDN List',
  'ofac-consolidated': 'OFAC Consolidated (non-SDN) List',
  un: 'UN Security Council Consolidated List',
  eu: 'EU Consolidated Financial Sanctions List',
  uk: 'UK Consolidated List of Financial Sanctions Targets (OFSI)',
  opensanctions: 'OpenSanctions',
  watchlist: 'watchlist',
};

export const SOURCE_LICENCES: Record<SanctionSource, string> = {
  'ofac-sdn': 'Public domain (work of the US Government)',
  'ofac-consolidated': 'Public domain (work of the US Government)',
  un: 'UN Security Council data, published for public use',
  eu: 'European Union data, reuse authorised (Commission Decision 2011/833/EU)',
  uk: 'Open Government Licence v3.0',
  opensanctions: 'CC BY-NC 4.0 (commercial use needs an OpenSanctions licence)',
  watchlist: "The tenant's own list",
};

/** A list entry with its id, source, name and entity type, every other field empty: a parser fills it. */
export function emptyEntry(
  source: SanctionSource,
  sourceId: string,
  name: string,
  entityType: AmlEntityType,
): ListEntry {
  return {
    id: `${source}:${sourceId}`,
    source,
    sourceId,
    listDate: null,
    entityType,
    entityTypeInferred: false,
    name,
    aliases: [],
    givenNames: null,
    lastName: null,
    datesOfBirth: [],
    placesOfBirth: [],
    nationalities: [],
    citizenships: [],
    addresses: [],
    positions: [],
    programs: [],
    remarks: null,
    gender: null,
    isSanctioned: source !== 'opensanctions',
    isPep: false,
    pepType: null,
    links: [],
    otherInfo: [],
    occupations: [],
    politicalParties: [],
    spouse: [],
    siblings: [],
    parents: [],
    children: [],
    description: null,
  };
}

/** @deprecated The old name of {@link ListEntry}; removed in the next major of @pulse/engines. */
export type SanctionRecord = ListEntry;
/** @deprecated The old name of {@link emptyEntry}; removed in the next major of @pulse/engines. */
export const emptyRecord = (...args: Parameters<typeof emptyEntry>): ListEntry =>
  emptyEntry(...args);

export function pushUnique(list: string[], value: string | null | undefined): void {
  if (!value) return;
  const v = value.trim();
  if (v && !list.includes(v)) list.push(v);
}
