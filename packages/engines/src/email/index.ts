/** Email engine: syntax, MX/SPF/DMARC over an injectable DNS resolver, disposable / free / role lists. */
export { createEmailEngine } from './engine.js';
export type { EmailEngine, EmailEngineOptions } from './engine.js';
export { EmailResponse } from './schema.js';
export { isDisposableDomain, isFreeDomain, isRoleLocalPart } from './lists.js';
