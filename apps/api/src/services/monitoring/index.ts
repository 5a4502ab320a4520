/** Ongoing AML monitoring (docs/adr/0047-aml-monitoring.md). */
export * from './compare.js';
export * from './mail.js';
export * from './service.js';
export * from './rescreen.js';
