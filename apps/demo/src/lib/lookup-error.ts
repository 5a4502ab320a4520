import { errorText, isApiError } from '@pulse/api-client';

/** Spec §8: the toast of a lookup failure when the server says nothing usable. */
export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** The 402 of the API (NO_CALLS_LEFT). */
export const isNoCallsLeft = (error: unknown): boolean => isApiError(error) && error.status === 402;

type Nested = { report?: { jsonResponse?: { results?: { message?: unknown } } } };

/**
 * Spec §8 "Address lookup failure": the message at {product}.report.jsonResponse.results.message of
 * the error body. Other services read the server's error field.
 */
export function addressFailureMessage(error: unknown, pulseKey: string): string | undefined {
  if (!isApiError(error)) return undefined;
  const message = (error.data[pulseKey] as Nested | undefined)?.report?.jsonResponse?.results
    ?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/**
 * The toast text of a failed lookup: for the address lookups the message at the report path first;
 * then the server's error field; else "Something went wrong".
 */
export function lookupFailureMessage(
  error: unknown,
  pulseKey: string,
  addressPath = false,
): string {
  const fromReport = addressPath ? addressFailureMessage(error, pulseKey) : undefined;
  return fromReport ?? errorText(error, SOMETHING_WENT_WRONG);
}
