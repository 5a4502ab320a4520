/**
 * What a completed request gives (docs/adr/0059-personal-data.md): an erasure's certificate,
 * places and counts with no personal value, and an access request's export of the person's rows.
 */
import type { Place } from './places.js';
import type { Criterion } from './subject.js';

/** Rows of one place: how many a request matched, redacted or exported. */
export interface PlaceCount {
  place: Place;
  count: number;
}

export interface ErasureCertificate {
  requestId: string;
  tenantId: string;
  kind: 'erasure';
  criteria: Criterion[];
  requestedAt: string;
  completedAt: string;
  places: PlaceCount[];
  total: number;
}

export interface AccessExport {
  requestId: string;
  generatedAt: string;
  /** The person's rows per place, at most MAX_EXPORT_ROWS each. */
  places: Partial<Record<Place, unknown[]>>;
}
