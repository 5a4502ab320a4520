export interface CurlRequest {
  /** Base URL of the API, e.g. https://pulse.example.com/api. */
  apiBase: string;
  /** Path under the API base, e.g. /emaillookup. */
  path: string;
  /** The value sent in the licensekey header (the API key, or its masked form). */
  licenseKey: string;
  clientId: string;
  /** The JSON body, with the wire names of the API. */
  body: object;
}

/** Quotes a value for a POSIX shell: single quotes, each embedded ' written as '\''. */
export const shellQuote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * The curl command that makes the same call with an API key (requestType "api", docs/architecture.md §4):
 * POST {apiBase}{path} with the licensekey, clientid and content-type headers and the JSON body.
 */
export function buildCurl({ apiBase, path, licenseKey, clientId, body }: CurlRequest): string {
  const url = `${apiBase.replace(/\/+$/, '')}${path}`;
  return [
    `curl -X POST ${shellQuote(url)}`,
    `  -H ${shellQuote(`licensekey: ${licenseKey}`)}`,
    `  -H ${shellQuote(`clientid: ${clientId}`)}`,
    `  -H ${shellQuote('content-type: application/json')}`,
    `  -d ${shellQuote(JSON.stringify(body, null, 2))}`,
  ].join(' \\\n');
}

/** The API base as the browser reaches it: the dashboard's own origin + /api. */
export const defaultApiBase = (): string =>
  typeof window === 'undefined' ? '/api' : `${window.location.origin}/api`;
