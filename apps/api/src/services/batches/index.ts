/**
 * Batch input (docs/adr/0041-batch-input.md): the columns per service, templates, the streaming
 * row reader, header mapping, row checks and the preview.
 */
export { BatchInputError, type BatchInputErrorCode } from './errors.js';
export { BATCH_SERVICES, type BatchService, SERVICE_FIELDS, serviceFields } from './fields.js';
export { isFormula } from './formula.js';
export { type Mapping, missingColumns, normaliseHeader, suggestMapping } from './mapping.js';
export { type BatchPreview, PREVIEW_ROWS, previewBatch, type PreviewRow } from './preview.js';
export {
  type BatchFile,
  type BatchFormat,
  type BatchRow,
  MAX_BYTES,
  MAX_ROWS,
  openBatchFile,
  type ReadOptions,
} from './reader.js';
export { templateCsv, templateFileName } from './template.js';
export { rowBody, type RowCheck, validateRow } from './validate-row.js';
