/** Ongoing AML monitoring. */
export * from './compare.js';
export * from './mail.js';
export * from './service.js';
export * from './rescreen.js';
