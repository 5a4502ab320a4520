/**
 * BIN engine: card network (credit-card-type) + issuer data from an imported BIN table (binlist CSV).
 */
export { createBinEngine } from './engine.js';
export type { BinEngine, BinEngineOptions } from './engine.js';
export { BinResponse } from './schema.js';
export { parseBinTable } from './importer.js';
export type { BinRecord, BinTableResult } from './importer.js';
export { createBinTable } from './table.js';
export type { BinTable, BinMatch } from './table.js';
