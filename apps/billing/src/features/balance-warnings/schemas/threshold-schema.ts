import { number, object, type InferType } from 'yup';

/** Largest threshold the API accepts (the largest top-up). */
export const MAX_THRESHOLD = 10_000_000;

export const THRESHOLD_MESSAGES = {
  required: 'Enter the number of calls left at which to warn you',
  whole: 'Enter a whole number of calls',
  range: 'Enter a number from 1 to 10,000,000',
} as const;

/**
 * The warning form's one field, typed as text: digits only, 1 to 10,000,000 (the API's range).
 * Kept as a string so that "12.5" or "abc" gets its own message instead of a silent coercion.
 */
export const thresholdSchema = object({
  threshold: number()
    .transform((_value, original: unknown) => {
      const text = typeof original === 'string' ? original.trim().replace(/,/g, '') : original;
      if (text === '' || text === undefined || text === null) return undefined;
      return /^\d+$/.test(String(text)) ? Number(text) : Number.NaN;
    })
    .typeError(THRESHOLD_MESSAGES.whole)
    .required(THRESHOLD_MESSAGES.required)
    .min(1, THRESHOLD_MESSAGES.range)
    .max(MAX_THRESHOLD, THRESHOLD_MESSAGES.range),
});

export type ThresholdValues = { threshold: string };
export type ThresholdParsed = InferType<typeof thresholdSchema>;
