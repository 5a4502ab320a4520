import { object, string } from 'yup';
import type { InferType } from 'yup';
import { MESSAGES } from '../../../lib/field-rules';

/** Checked on change and blur: the BIN must be there (the input keeps digits only, six at most). */
export const binSchema = object({
  bin: string().trim().required(MESSAGES.binRequired),
});

export type BinValues = InferType<typeof binSchema>;
