/** AML case review. */
export * from './service.js';
export * from './subject.js';
export * from './false-positive-memory.js';
