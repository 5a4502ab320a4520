/** AML case review (docs/adr/0046-case-review.md). */
export * from './service.js';
export * from './subject.js';
export * from './suppression.js';
