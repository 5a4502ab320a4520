/**
 * One row of a batch, checked as its single lookup checks a request (docs/adr/0041-batch-input.md):
 * first the lookup's wire schema (TypeBox's compiled checker on the same schema object, with the
 * API's own messages), then the lookup's spec §5 rules. A blank cell counts as an absent field.
 */
import type { FastifySchemaValidationError } from 'fastify';
import type { TObject } from 'typebox';
import { Compile } from 'typebox/compile';
import { AppError } from '../../lib/errors.js';
import { validationMessage } from '../../lib/validation-messages.js';
import { BATCH_SERVICES, type BatchService, type RowBody, serviceFields } from './fields.js';
import type { Mapping } from './mapping.js';

/** A checked row: the input as the lookup would store it (empty when refused), and why not. */
export interface RowCheck {
  input: Record<string, unknown>;
  /** The messages of the single lookup, one per field for schema problems; empty when valid. */
  errors: string[];
}

/** The compiled checker of each service's body schema, built once. */
const checkers = Object.fromEntries(
  BATCH_SERVICES.map((s) => [s, Compile(serviceFields(s).schema)]),
) as Record<BatchService, ReturnType<typeof Compile<TObject>>>;

/**
 * The messages of the schema's errors, one per field, in the API's wording
 * (lib/validation-messages.ts). TypeBox reports a `required` error for all missing properties at
 * once; the API's wording takes Ajv's shape, one missing property each.
 */
function schemaMessages(service: BatchService, body: RowBody): string[] {
  const messages = new Map<string, string>();
  for (const e of checkers[service].Errors(body)) {
    const params = e.params as Record<string, unknown>;
    const missing =
      e.keyword === 'required' && Array.isArray(params.requiredProperties)
        ? (params.requiredProperties as string[])
        : null;
    const errors: FastifySchemaValidationError[] = missing
      ? missing.map((p) => ({ ...e, params: { missingProperty: p } }))
      : [e as FastifySchemaValidationError];
    for (const one of errors) {
      const field =
        one.keyword === 'required'
          ? String((one.params as { missingProperty: string }).missingProperty)
          : one.instancePath;
      if (!messages.has(field)) messages.set(field, validationMessage([one], 'body'));
    }
  }
  return [...messages.values()];
}

/** The lookup body of a row: the non-blank cells under their mapped field. */
export function rowBody(mapping: Mapping, cells: readonly string[]): RowBody {
  const body: RowBody = {};
  mapping.forEach((field, i) => {
    const cell = cells[i];
    if (field !== null && cell !== undefined && cell.trim() !== '' && !(field in body))
      body[field] = cell;
  });
  return body;
}

/**
 * Checks one row of `service` under `mapping` (header index → field).
 * @returns the stored input and no errors, or an empty input and the lookup's messages
 */
export function validateRow(
  service: BatchService,
  mapping: Mapping,
  cells: readonly string[],
): RowCheck {
  const body = rowBody(mapping, cells);
  const errors = schemaMessages(service, body);
  if (errors.length > 0) return { input: {}, errors };
  try {
    return { input: serviceFields(service).check(body), errors: [] };
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 400)
      return { input: {}, errors: [err.message] };
    throw err;
  }
}
