/**
 * Wire shapes of the list-change routes (docs/api-contract.md "List updates"), in the shape
 * services/list-updates.ts answers.
 */
import { Type, type Static } from 'typebox';
import { Deprecated } from './deprecated.js';
import { LiteralUnion } from './literal-union.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

/** The sources a sanctions / PEP list is imported from (a tenant's own watchlist is not one). */
export const LIST_SOURCES = [
  'ofac-sdn',
  'ofac-consolidated',
  'un',
  'eu',
  'uk',
  'opensanctions',
] as const;
export type ListSourceName = (typeof LIST_SOURCES)[number];

export const ListSource = LiteralUnion(LIST_SOURCES);

export const ChangeKind = Type.Union(
  [Type.Literal('added'), Type.Literal('removed'), Type.Literal('changed')],
  { description: '`added`, `removed` or `changed`' },
);

export const ListUpdate = Type.Object({
  id: Type.String({ format: 'uuid' }),
  source: ListSource,
  fromVersion: Nullable(Type.Integer({ description: 'The version replaced; null for a baseline' })),
  toVersion: Type.Integer(),
  baseline: Type.Boolean({
    description: 'First import of the source: no entries, counts 0 (the list itself is the start)',
  }),
  records: Type.Integer({ description: 'Records in the new version' }),
  added: Type.Integer({ minimum: 0 }),
  removed: Type.Integer({ minimum: 0 }),
  changed: Type.Integer({ minimum: 0 }),
  importedAt: Type.String({ format: 'date-time' }),
});

export const ListUpdatePage = Type.Object({
  items: Type.Array(ListUpdate),
  nextCursor: Nullable(Type.String()),
});

export const FieldChange = Type.Object({
  field: LiteralUnion([
    'name',
    'aliases',
    'datesOfBirth',
    'programs',
    'nationalities',
    'entityType',
  ]),
  before: Type.Unknown({
    description: 'Canonical value: a string, or a sorted list (aliases as `{ name, kind }`)',
  }),
  after: Type.Unknown(),
});

export const ListChange = Type.Object({
  entryId: Type.String({
    description: 'The entry id, `<source>:<sourceId>` (GET /api/aml/entries/{id})',
  }),
  name: Type.String({ description: 'Primary name (the old one for a removed entry)' }),
  kind: ChangeKind,
  fields: Type.Array(FieldChange, { description: 'Changed fields; empty unless `changed`' }),
});

const ListUpdatePart = Type.Object({ nextCursor: Nullable(Type.String()) });

/** The answer: each entry also carries its deprecated `recordId`, until @pulse/api 2.0. */
export const ListUpdateDetail = Type.Intersect([
  ListUpdate,
  ListUpdatePart,
  Type.Object({
    entries: Type.Array(
      Type.Intersect([ListChange, Type.Object({ recordId: Deprecated(Type.String(), 'entryId') })]),
    ),
  }),
]);

const Strings = Type.Array(Type.String());

/** A list entry as stored (the engine's ListEntry) with its list's current version. */
export const ListEntry = Type.Object({
  id: Type.String(),
  source: ListSource,
  sourceId: Type.String(),
  listVersion: Type.Integer(),
  listDate: Nullable(Type.String()),
  entityType: Type.String({ description: '`individual`, `entity`, `vessel` or `aircraft`' }),
  name: Type.String(),
  aliases: Type.Array(Type.Object({ name: Type.String(), kind: Type.String() })),
  givenNames: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  datesOfBirth: Type.Array(
    Type.Object({
      text: Type.String(),
      year: Type.Integer(),
      month: Nullable(Type.Integer()),
      day: Nullable(Type.Integer()),
      yearTo: Nullable(Type.Integer()),
      approximate: Type.Boolean(),
    }),
  ),
  placesOfBirth: Strings,
  nationalities: Strings,
  citizenships: Strings,
  addresses: Strings,
  positions: Strings,
  programs: Strings,
  remarks: Nullable(Type.String()),
  gender: Nullable(Type.String()),
  isSanctioned: Type.Boolean(),
  isPep: Type.Boolean(),
  pepType: Nullable(Type.String()),
  links: Strings,
  otherInfo: Strings,
});

const Limit = Type.Optional(
  Type.String({ pattern: '^\\d{1,3}$', description: '1–100, default 20' }),
);
const Cursor = Type.Optional(Type.String({ maxLength: 200 }));

export const UpdatesQuery = Type.Object({
  source: Type.Optional(ListSource),
  limit: Limit,
  cursor: Cursor,
});
export const UpdateQuery = Type.Object({
  kind: Type.Optional(ChangeKind),
  limit: Limit,
  cursor: Cursor,
});
/** Entry ids are `<source>:<sourceId>` (at most about 40 characters in the lists imported). */
export const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** The answers as the list updates service returns them (services/list-updates.ts). */
export type ListUpdateView = Static<typeof ListUpdate>;
export type ListUpdatePageView = Static<typeof ListUpdatePage>;
/** One update with a page of its entries, as the service returns it (no deprecated names). */
export type ListUpdateDetailView = Static<typeof ListUpdate> &
  Static<typeof ListUpdatePart> & { entries: Array<Static<typeof ListChange>> };
export type ListEntryView = Static<typeof ListEntry>;
