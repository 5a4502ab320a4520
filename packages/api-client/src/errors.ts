/** The error body of the Pulse API (docs/architecture.md §4) plus the fields the spec reads (§3, §8). */
export interface ApiErrorData {
  /** Human-readable text, shown to the user. */
  error?: string;
  /** Machine code, e.g. INVALID_CREDENTIALS, EMAIL_NOT_VERIFIED, INVALID_TOKEN. */
  code?: string;
  /** Login of an unverified user. */
  needVerification?: boolean;
  /** Some endpoints (delete report) put their text here. */
  message?: string;
  [key: string]: unknown;
}

/** Every failure of an API call: `status` is the HTTP status, or 0 when no response arrived. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly data: ApiErrorData;

  constructor(status: number, data: ApiErrorData, options?: { cause?: unknown }) {
    super(textOf(data) ?? `Request failed with status ${status}`, options);
    this.status = status;
    this.data = data;
  }
}

export const NETWORK_ERROR = 'Network error';

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

const textOf = (data: ApiErrorData): string | undefined =>
  nonEmpty(data.error) ?? nonEmpty(data.message);

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/**
 * Spec §8 "the server's error text, or …": `data.error`, else `data.message`, else `fallback`.
 * Anything that is not an ApiError (a bug, not a server answer) gives `fallback`.
 */
export function errorText(err: unknown, fallback: string): string {
  return isApiError(err) ? (textOf(err.data) ?? fallback) : fallback;
}
