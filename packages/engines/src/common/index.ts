/** Shared contract and helpers of the Pulse engines. */
export { Decision, worstStatus } from './result.js';
export type { EngineResult, EngineStatus, SourceInfo } from './result.js';
export { ImportError } from './errors.js';
export { createDnsResolver, query as dnsQuery } from './dns.js';
export type { DnsResolver, DnsOutcome } from './dns.js';
export { withTimeout, TimeoutError } from './timeout.js';
export { countryInfo, countryCode, currencyOf } from './countries.js';
export { CountryInfo, Nullable, Result, Source, Status } from './schema.js';
