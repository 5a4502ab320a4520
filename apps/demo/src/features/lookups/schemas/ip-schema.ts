import { object, string } from 'yup';
import type { InferType } from 'yup';
import { MESSAGES } from '../../../lib/field-rules';

export const ipSchema = object({
  ip: string().trim().required(MESSAGES.ipRequired),
});

export type IpValues = InferType<typeof ipSchema>;
