/** Email engine: syntax, MX/SPF/DMARC over an injectable DNS resolver, disposable / free / role lists. */
export { createEmailEngine } from './engine.js';
export type { EmailEngine, EmailEngineOptions, EmailResponse } from './engine.js';
export { isDisposableDomain, isFreeDomain, isRoleLocalPart } from './lists.js';
