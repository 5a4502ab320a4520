/**
 * @pulse/catalog: the facts both the browser and the server need about Pulse's services (the
 * catalog) and the free-mail hosts the forms refuse. No runtime dependencies and no I/O, so every
 * app may import it (docs/adr/0002-api-layers.md).
 */
export * from './catalog.js';
export * from './free-mail.js';
export * from './input-fields.js';
