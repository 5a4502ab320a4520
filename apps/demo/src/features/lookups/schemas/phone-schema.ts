import { object, string } from 'yup';
import type { InferType } from 'yup';
import { MESSAGES, PHONE_PATTERN } from '../../../lib/field-rules';

export const phoneSchema = object({
  phone: string()
    .trim()
    .required(MESSAGES.phoneRequired)
    .matches(PHONE_PATTERN, MESSAGES.phoneInvalid),
});

export type PhoneValues = InferType<typeof phoneSchema>;
