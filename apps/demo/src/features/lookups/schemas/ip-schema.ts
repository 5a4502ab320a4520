import { object, string } from 'yup';
import type { InferType } from 'yup';
import { IP_INVALID, MESSAGES } from '../../../lib/field-rules';
import { isIpAddress } from '../../../lib/ip-address';

export const ipSchema = object({
  ip: string()
    .trim()
    .required(MESSAGES.ipRequired)
    .test('ip', IP_INVALID, (v) => !v || isIpAddress(v)),
});

export type IpValues = InferType<typeof ipSchema>;
