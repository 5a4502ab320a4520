/**
 * The template CSV of a service's batches: the header of its field names and one example row that
 * passes the single lookup's rules (docs/api-contract.md "Batches").
 */
import { stringify } from 'csv-stringify/sync';
import { type BatchService, serviceFields } from './fields.js';

/** The file name a template is downloaded as. */
export const templateFileName = (service: BatchService): string => `pulse-${service}-template.csv`;

/** The template of `service`: CRLF line ends (RFC 4180), UTF-8 without a BOM. */
export function templateCsv(service: BatchService): string {
  const { fields, example } = serviceFields(service);
  return stringify([fields, fields.map((f) => example[f] ?? '')], { record_delimiter: 'windows' });
}
