import { object, string } from 'yup';
import type { InferType } from 'yup';
import { BIN_LENGTH, MESSAGES } from './messages';

/** Checked on change and blur: the BIN must be there (the input keeps digits only, six at most). */
export const binSchema = object({
  bin: string().trim().required(MESSAGES.binRequired),
});

export type BinValues = InferType<typeof binSchema>;

/**
 * Checked on submit (spec §5: "Fewer than 6 is rejected on submit"): the message, or undefined when
 * the BIN has exactly six digits. An empty BIN is the schema's business.
 */
export function binSubmitError(bin: string | undefined): string | undefined {
  const value = (bin ?? '').trim();
  if (value === '') return undefined;
  return new RegExp(`^\\d{${BIN_LENGTH}}$`).test(value) ? undefined : MESSAGES.binLength;
}
