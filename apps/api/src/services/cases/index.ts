/** AML case review. */
export * from './service.js';
export * from './subject.js';
export * from './suppression.js';
