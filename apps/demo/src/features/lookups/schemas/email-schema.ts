import { object, string } from 'yup';
import type { InferType } from 'yup';
import { MESSAGES } from '../../../lib/field-rules';

export const emailSchema = object({
  email: string().trim().required(MESSAGES.emailRequired).email(MESSAGES.emailInvalid),
});

export type EmailValues = InferType<typeof emailSchema>;
