/** The shapes of the watchlist routes. */
import { Type } from 'typebox';
import { ErrorBody } from '../schemas.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const Watchlist = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  entryCount: Type.Integer({ minimum: 0 }),
  version: Type.Integer({ minimum: 1, description: '1 at upload, +1 at every replace' }),
  uploadedBy: Nullable(
    Type.String({ format: 'uuid', description: 'The member; null for an API key' }),
  ),
  uploadedByName: Nullable(Type.String()),
  uploadedAt: Type.String({ format: 'date-time' }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const WatchlistEntry = Type.Object({
  reference: Type.String({ description: "The tenant's identifier, unique within the list" }),
  name: Type.String(),
  aliases: Type.Array(Type.String()),
  dateOfBirth: Nullable(Type.String({ description: 'YYYY-MM-DD, YYYY-MM or YYYY' })),
  country: Nullable(Type.String({ description: 'ISO 3166-1 alpha-2' })),
});

export const WatchlistList = Type.Object({ items: Type.Array(Watchlist) });

export const WatchlistDetail = Type.Intersect([
  Watchlist,
  Type.Object({
    entries: Type.Object({
      items: Type.Array(WatchlistEntry, { description: 'By reference' }),
      nextCursor: Nullable(Type.String()),
    }),
  }),
]);

export const WatchlistParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** A refused file: the line of the problem (1 = the header). */
export const FileError = Type.Intersect([
  ErrorBody,
  Type.Object({ line: Type.Optional(Type.Integer()) }),
]);
