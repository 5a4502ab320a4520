/**
 * Retention periods per kind of data (docs/adr/0059-personal-data.md): how many days a tenant keeps
 * the personal fields of each kind before the daily `privacy-retention` upkeep redacts them.
 */
import type { RetentionKind } from './places.js';

export type RetentionDays = Record<RetentionKind, number>;

/**
 * The defaults of a tenant that set none. Reports two years (disputes and chargebacks), batch rows
 * one year, request-log bodies 30 days (debugging only), closed cases five years (the AML
 * record-keeping period of EU Directive 2015/849 Art. 40), ended monitoring one year.
 */
export const DEFAULT_RETENTION: RetentionDays = {
  reports: 730,
  batchRows: 365,
  requestLog: 30,
  closedCases: 1825,
  endedMonitoring: 365,
};

/** Bounds of a period, days: at least a day, at most ten years. */
export const MIN_RETENTION_DAYS = 1;
export const MAX_RETENTION_DAYS = 3650;
