/** Decision rules (docs/adr/0058-decision-rules.md): signals, compiling, deciding. */
export * from './types.js';
export * from './signals.js';
export * from './activation.js';
export * from './compile.js';
export * from './decide.js';
