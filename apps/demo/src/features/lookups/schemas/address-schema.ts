import { object, string } from 'yup';
import { MESSAGES } from '../../../lib/field-rules';

export const addressSchema = object({
  address: string().trim().required(MESSAGES.addressRequired),
  country: string().default(''),
});

export type AddressValues = { address: string; country: string };
