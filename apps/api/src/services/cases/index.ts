/** AML case review (docs/adr/0045-case-review.md). */
export * from './service.js';
export * from './subject.js';
export * from './suppression.js';
